import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { StationSelect } from '../dialogs/StationSelect';
import { postCount } from '../partsApi';

/** A new count sheet for a station: every lot it holds with its book quantity now; the sheet opens. */
export function NewCountDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const form = useServerForm({ station_id: '' });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await form.submit((values) => postCount(Number(values.station_id)));
    if (result.ok) void navigate(`/parts/counts/${result.result.id}`);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="count-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="count-title">{translate('parts.counts.new')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('parts.counts.new_text')}</DialogContentText>
          <FormAlert errors={form.errors} />
          <StationSelect
            value={form.values.station_id}
            onChange={(value) => form.setValue('station_id', value)}
            error={form.errors.station_id?.[0]}
          />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel="parts.counts.create" />
      </form>
    </Dialog>
  );
}
