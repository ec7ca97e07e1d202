import { useCallback, useState } from 'react';
import { Button } from '@mui/material';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useRefresh, useTranslate } from 'react-admin';
import { AutoAssignDialog } from '../scheduled';
import { replanMovement, type FlightMovementRow } from './movementsApi';

/**
 * Re-plan of a job a movement re-timed (scheduled_write): the auto-assign dialog on the movement's
 * proposal — whom the new time double-books, released first, then the day's seats filled again — and
 * Apply makes it in one go.
 */
export function ReplanButton({ movement }: { movement: FlightMovementRow }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const run = useCallback(async (dryRun: boolean) => replanMovement(movement.id, dryRun), [movement.id]);
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<AutoFixHighIcon />} onClick={() => setOpen(true)}>
        {translate('scheduled.auto_assign.replan_button')}
      </Button>
      {open && (
        <AutoAssignDialog
          title={translate('scheduled.auto_assign.replan_title', { work_order: movement.work_order ?? '' })}
          run={run}
          onApplied={refresh}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
