import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { checkIssue } from '../../../../model/modules/parts/issueRules';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { postMovement, type StockRow } from '../partsApi';
import { localToday } from './receiptVerdict';
import { VerdictList } from './VerdictList';

export type LotAction = 'issue' | 'scrap' | 'adjustment';

/**
 * Stock leaving a lot other than to a job: issued over the counter, scrapped as unserviceable, or
 * adjusted (signed, by those who confirm counts) — each with the issue rules' verdict before saving
 * and the reason on record.
 */
export function LotMovementDialog({ lot, action, onClose }: { lot: StockRow; action: LotAction; onClose: () => void }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const form = useServerForm({ quantity: lot.tracking === 'serial' && action !== 'adjustment' ? '1' : '', reason: '', reference: '' });
  const quantity = Number(form.values.quantity) || 0;
  const verdict =
    action === 'issue'
      ? checkIssue({
          material: lot,
          station_id: lot.station_id,
          lot: lot.lot || null,
          quantity,
          stockLot: { quantity: lot.quantity, expires_on: lot.expires_on },
          job: null,
          today: localToday(),
        })
      : [];
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const place = { station_id: lot.station_id, material_id: lot.material_id, lot: lot.lot || undefined, quantity };
    const result = await form.submit((values) =>
      postMovement(
        action,
        action === 'issue' ? { ...place, reference: values.reference || undefined } : { ...place, reason: values.reason },
      ),
    );
    if (result.ok) {
      void queryClient.invalidateQueries({ queryKey: ['parts'] });
      void queryClient.invalidateQueries({ queryKey: ['stock'] });
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lot-movement-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="lot-movement-title">
          {translate(`parts.lot_actions.${action}_title`, { part: lot.part_number, lot: lot.lot, station: lot.station_code })}
        </DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          <TextField
            {...form.field('quantity')}
            type="number"
            label={translate(action === 'adjustment' ? 'parts.lot_actions.signed_quantity' : 'parts.fields.quantity')}
            helperText={form.errors.quantity?.[0] ?? (action === 'adjustment' ? translate('parts.lot_actions.signed_help') : undefined)}
            required
            fullWidth
            margin="dense"
            autoFocus
            slotProps={{ htmlInput: { step: 'any' } }}
          />
          {action === 'issue' ? (
            <TextField {...form.field('reference')} label={translate('parts.fields.reference')} fullWidth margin="dense" />
          ) : (
            <TextField
              {...form.field('reason')}
              label={translate('parts.fields.reason')}
              required
              fullWidth
              margin="dense"
              multiline
              minRows={2}
            />
          )}
          {action === 'issue' && <VerdictList results={verdict} />}
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel={`parts.lot_actions.${action}`} />
      </form>
    </Dialog>
  );
}
