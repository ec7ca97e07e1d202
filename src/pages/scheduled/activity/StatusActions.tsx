import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { allowedTransitions } from '../../../../model/modules/scheduled/statusMachine';
import type { ActivityStatus } from '../../../../model/modules/scheduled/enums';
import { changeStatus } from './activityApi';
import type { ActivityDetail } from './activityTypes';
import { CancelDialog } from './CancelDialog';
import { useActivityAction } from '../../../components/useActivityAction';
import { useActivityPermissions } from './useActivityPermissions';

/** The transitions the people doing the work make; the rest belong to planning (scheduled_write). */
const workTransitions: readonly ActivityStatus[] = ['in_progress', 'completed'];

/**
 * One button per transition the status machine allows from here (model statusMachine, as the
 * server enforces), limited to what the user's permissions allow. Cancel asks for the reason.
 */
export function StatusActions({ record, onChanged }: { record: ActivityDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const permissions = useActivityPermissions();
  const { busy, run } = useActivityAction(onChanged);
  const [cancelling, setCancelling] = useState(false);
  const transitions = allowedTransitions(record.status).filter(
    (to) => permissions.write || (permissions.work && workTransitions.includes(to)),
  );
  if (transitions.length === 0) return null;

  const move = (status: ActivityStatus, reason?: string) => changeStatus(record.id, { status, reason, version: record.version });
  const press = (status: ActivityStatus) => (status === 'cancelled' ? setCancelling(true) : run(() => move(status)));
  return (
    <Stack
      role="group"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      aria-label={translate('scheduled.activity.status_actions')}
    >
      {transitions.map((to) => (
        <Button
          key={to}
          variant={to === 'cancelled' ? 'outlined' : 'contained'}
          color={to === 'cancelled' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => press(to)}
          sx={{ minHeight: 48 }}
        >
          {translate(`scheduled.activity.transition.${to}`)}
        </Button>
      ))}
      {cancelling && (
        <CancelDialog
          onCancel={async (reason) => {
            await move('cancelled', reason);
            onChanged();
          }}
          onClose={() => setCancelling(false)}
        />
      )}
    </Stack>
  );
}
