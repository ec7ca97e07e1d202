import { useCallback, useState } from 'react';
import { Button } from '@mui/material';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useTranslate } from 'react-admin';
import { AutoAssignDialog } from './AutoAssignDialog';
import { autoAssignDay } from './autoAssignApi';

/** The day toolbar's Auto-assign (scheduled_write only): a dry run first, Apply in the dialog. */
export function AutoAssignButton({ date, stationId, onApplied }: { date: string; stationId: number | null; onApplied: () => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const run = useCallback(
    async (dryRun: boolean) => ({ proposal: await autoAssignDay(date, stationId, dryRun), releases: [] }),
    [date, stationId],
  );
  return (
    <>
      <Button variant="outlined" startIcon={<AutoFixHighIcon />} onClick={() => setOpen(true)}>
        {translate('scheduled.auto_assign.button')}
      </Button>
      {open && (
        <AutoAssignDialog
          title={translate('scheduled.auto_assign.title', { date })}
          run={run}
          onApplied={onApplied}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
