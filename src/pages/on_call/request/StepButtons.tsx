import { useState } from 'react';
import { Button, Checkbox, Collapse, FormControlLabel, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateTimeInput } from '../../../components/date/DateTimeInput';
import { useActivityAction } from '../../../components/useActivityAction';
import { recordStatus } from '../onCallApi';
import type { RequestDetail } from '../onCallTypes';
import { CancelRequestDialog } from './CancelRequestDialog';
import type { StepStatus } from '../../../../model/modules/on_call/requestSchemas';
import { offeredSteps } from './steps';

/**
 * One tap records the next step now — big buttons for a phone on the ramp. "At…" opens a time
 * for a step recorded late (the server refuses one in the future or before the previous step).
 */
export function StepButtons({
  record,
  abilities,
  onChanged,
}: {
  record: RequestDetail;
  abilities: { write: boolean; record: boolean };
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const { busy, run } = useActivityAction(onChanged);
  const [cancelling, setCancelling] = useState(false);
  const [earlier, setEarlier] = useState(false);
  const [at, setAt] = useState<string | null>(null);
  const [firstTimeFix, setFirstTimeFix] = useState(false);
  const steps = offeredSteps(record.status, abilities);
  if (steps.length === 0) return null;
  const step = (to: StepStatus, cancel_reason?: string) =>
    recordStatus(record.id, {
      version: record.version,
      to,
      // Typed in the airport's time, as every time of the request reads.
      at: earlier ? (at ?? undefined) : undefined,
      cancel_reason,
      // The desk's first-time fix rate: said by whoever records the completion.
      first_time_fix: to === 'completed' ? firstTimeFix : undefined,
    });
  const press = (to: StepStatus) => (to === 'cancelled' ? setCancelling(true) : void run(() => step(to)));
  return (
    <Stack spacing={1}>
      <Stack role="group" direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap aria-label={translate('on_call.request.steps')}>
        {steps.map((to) => (
          <Button
            key={to}
            variant={to === 'cancelled' ? 'outlined' : 'contained'}
            color={to === 'cancelled' ? 'error' : 'primary'}
            size="large"
            disabled={busy}
            onClick={() => press(to)}
            sx={{ minHeight: 56, fontSize: '1.1rem', flex: { sm: to === 'cancelled' ? '0 0 auto' : 1 } }}
          >
            {translate(`on_call.request.step.${to}`)}
          </Button>
        ))}
      </Stack>
      {steps.includes('completed') && (
        <FormControlLabel
          control={<Checkbox checked={firstTimeFix} onChange={(event) => setFirstTimeFix(event.target.checked)} />}
          label={translate('on_call.request.first_time_fix')}
        />
      )}
      <Button size="small" onClick={() => setEarlier(!earlier)} aria-expanded={earlier} sx={{ alignSelf: 'flex-start' }}>
        {translate('on_call.request.step_at')}
      </Button>
      <Collapse in={earlier} unmountOnExit>
        <DateTimeInput label={translate('on_call.request.step_at_label')} timeZone={record.time_zone} value={at} onChange={setAt} />
      </Collapse>
      {cancelling && (
        <CancelRequestDialog
          onCancel={async (reason) => {
            await step('cancelled', reason);
            onChanged();
          }}
          onClose={() => setCancelling(false)}
        />
      )}
    </Stack>
  );
}
