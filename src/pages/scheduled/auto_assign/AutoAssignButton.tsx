import { useState } from 'react';
import { Button } from '@mui/material';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useTranslate } from 'react-admin';
import { AutoAssignDialog } from './AutoAssignDialog';

/** The day toolbar's Auto-assign (scheduled_write only): a dry run first, Apply in the dialog. */
export function AutoAssignButton({ date, stationId, onApplied }: { date: string; stationId: number | null; onApplied: () => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<AutoFixHighIcon />} onClick={() => setOpen(true)}>
        {translate('scheduled.auto_assign.button')}
      </Button>
      {open && <AutoAssignDialog date={date} stationId={stationId} onApplied={onApplied} onClose={() => setOpen(false)} />}
    </>
  );
}
