import { useState, type FormEvent } from 'react';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { bookingRefusal } from '../booking/bookingRefusal';
import { sendForCalibration, type BookableResource } from '../resourcesApi';

/**
 * "Out for calibration" (the first of two clicks): confirm with the laboratory's name.
 * The tool is unavailable from now; bookings it then clashes with are named so the planner can act.
 */
export function SendForCalibrationDialog({
  tool,
  onDone,
  onClose,
}: {
  tool: Pick<BookableResource, 'id' | 'label'>;
  onDone: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [provider, setProvider] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await sendForCalibration(tool.id, provider.trim() ? { provider: provider.trim() } : {});
      const clashes = answer?.clashes ?? [];
      if (clashes.length) {
        notify(
          translate('resource_allocation.calibration.sent_with_clashes', {
            tool: tool.label,
            bookings: clashes.map((booking) => booking.label).join(', '),
            smart_count: clashes.length,
          }),
          {
            type: 'warning',
            multiLine: true,
          },
        );
      } else {
        notify('resource_allocation.calibration.sent', { type: 'success', messageArgs: { tool: tool.label } });
      }
      onDone();
    } catch (error) {
      setFailure(bookingRefusal(error, translate).reasons.join('; '));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="send-calibration-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="send-calibration-title">
          {translate('resource_allocation.calibration.send_title', { tool: tool.label })}
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <DialogContentText sx={{ mb: 2 }}>{translate('resource_allocation.calibration.send_hint')}</DialogContentText>
          <TextField
            id="provider"
            label={translate('resource_allocation.calibration.provider')}
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={busy} submitLabel="resource_allocation.calibration.send" />
      </form>
    </Dialog>
  );
}
