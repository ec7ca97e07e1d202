import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SubmitButton } from './SubmitButton';

/** Close and the form's submit button, the footer of every dialog of an activity (touch-sized for the ramp). */
export function DialogFormActions({ onClose, busy, submitLabel }: { onClose: () => void; busy: boolean; submitLabel: string }) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose} sx={{ minHeight: 48 }}>
        {translate('ra.action.close')}
      </Button>
      <SubmitButton busy={busy} fullWidth={false}>
        {translate(submitLabel)}
      </SubmitButton>
    </DialogActions>
  );
}
