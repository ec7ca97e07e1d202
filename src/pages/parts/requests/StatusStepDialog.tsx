import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateTimeInput } from '../../../components/date/DateTimeInput';
import { useStationZone } from '../../../components/date/useZone';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { FormAlert } from '../../../components/form/FormAlert';
import { pickerField } from '../../../components/form/pickerField';
import { useServerForm } from '../../../components/form/useServerForm';
import { partRequestStatus, type PartRequestRow } from '../partsApi';

export type RequestStep = 'ordered' | 'shipped' | 'cancelled';

/**
 * A part request's next step with the fields it records: ordered (supplier, order reference,
 * expected), shipped (expected), cancelled (the reason). The server's flow refuses an illegal step.
 */
export function StatusStepDialog({
  request,
  to,
  onDone,
  onClose,
}: {
  request: PartRequestRow;
  to: RequestStep;
  onDone: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  // Expected at the station that asked for the part, in its time.
  const timeZone = useStationZone(request.station_id);
  const form = useServerForm({
    supplier: request.supplier ?? '',
    order_reference: request.order_reference ?? '',
    expected_at: request.expected_at ?? '',
    cancel_reason: '',
  });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await form.submit((values) =>
      partRequestStatus(request.id, {
        version: request.version,
        to,
        ...(to === 'ordered' ? { supplier: values.supplier || undefined, order_reference: values.order_reference || undefined } : {}),
        ...(to !== 'cancelled' ? { expected_at: values.expected_at || undefined } : { cancel_reason: values.cancel_reason }),
      }),
    );
    if (result.ok) {
      onDone();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="step-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="step-title">{translate(`parts.requests.step_title.${to}`, { part: request.part_number })}</DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          {to === 'ordered' && (
            <TextField
              {...form.field('supplier')}
              label={translate('parts.requests.supplier')}
              required
              fullWidth
              margin="dense"
              autoFocus
            />
          )}
          {to === 'ordered' && (
            <TextField
              {...form.field('order_reference')}
              label={translate('parts.requests.order_reference')}
              required
              fullWidth
              margin="dense"
            />
          )}
          {to !== 'cancelled' && (
            <DateTimeInput
              {...pickerField(form, 'expected_at')}
              label={translate('parts.requests.expected_at')}
              timeZone={timeZone}
              size="medium"
              fullWidth
              margin="dense"
            />
          )}
          {to === 'cancelled' && (
            <TextField
              {...form.field('cancel_reason')}
              label={translate('parts.fields.reason')}
              required
              fullWidth
              margin="dense"
              multiline
              minRows={2}
              autoFocus
            />
          )}
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel={`parts.requests.step.${to}`} />
      </form>
    </Dialog>
  );
}
