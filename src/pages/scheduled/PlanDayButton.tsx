import { useState } from 'react';
import { Button } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useNotify, useTranslate } from 'react-admin';
import { planDay } from './scheduledApi';

/** Plan day (docs/modules/scheduled.md): the day's activities from the flight schedules; pressing it again adds only what is missing. */
export function PlanDayButton({ date, stationId, onPlanned }: { date: string; stationId: number | null; onPlanned: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const plan = async () => {
    setBusy(true);
    try {
      const { created, existing } = await planDay(date, stationId);
      notify(translate('scheduled.plan.done', { created, existing }), { type: 'success' });
      onPlanned();
    } catch (error) {
      notify((error as Error).message || 'scheduled.plan.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" startIcon={<EventAvailableIcon />} onClick={plan} disabled={busy}>
      {translate('scheduled.plan.button')}
    </Button>
  );
}
