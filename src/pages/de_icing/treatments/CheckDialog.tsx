import { Alert, Dialog, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { DateTimeInput } from '../../../components/date/DateTimeInput';
import { pickerField } from '../../../components/form/pickerField';
import { utcToLocal } from '../../../../model/core/localTime';
import { crewQualification } from '../../../../model/modules/de_icing/crewQualification';
import { recordCheck } from '../deIcingApi';
import { crewOf } from './form/crewAndStepVerdicts';
import { RuleVerdicts } from './RuleVerdicts';
import { useDeIcingOptions } from '../useDeIcingOptions';
import type { TreatmentRecord } from './treatmentTypes';

/**
 * The post-de-icing/anti-icing check: who checked and when (station time, now by default). The
 * server generates the anti-icing code from it.
 */
export function CheckDialog({ record, onDone, onClose }: { record: TreatmentRecord; onDone: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const { data: options } = useDeIcingOptions();
  const form = useServerForm({
    check_technician_id: String(record.operators[0]?.technician_id ?? ''),
    checked_at: new Date().toISOString(),
  });
  // The checker's de-icing qualification on the station's day of the check, as the server judges it (SAE AS6286).
  const checker = options ? crewOf(options).get(Number(form.values.check_technician_id)) : undefined;
  const checkedAt = form.values.checked_at || new Date().toISOString();
  const verdict = checker ? crewQualification('check', checker, utcToLocal(new Date(checkedAt), record.time_zone).date) : null;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await form.submit((values) =>
      recordCheck(record.id, {
        version: record.version,
        check_technician_id: Number(values.check_technician_id),
        checked_at: values.checked_at || undefined,
      }),
    );
    if (result.ok) {
      onDone();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="check-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="check-title">{translate('de_icing.check.title')}</DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          <TextField
            {...form.field('check_technician_id')}
            select
            label={translate('de_icing.fields.check_technician')}
            required
            fullWidth
            margin="dense"
          >
            {(options?.technicians ?? []).map((technician) => (
              <MenuItem key={technician.id} value={String(technician.id)}>
                {technician.name}
              </MenuItem>
            ))}
          </TextField>
          {verdict && !verdict.ok && (
            <Alert severity="error" data-testid="check-verdict">
              <RuleVerdicts results={[verdict]} />
            </Alert>
          )}
          <DateTimeInput
            {...pickerField(form, 'checked_at')}
            label={translate('de_icing.fields.checked_at')}
            timeZone={record.time_zone}
            size="medium"
            margin="dense"
            fullWidth
          />
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel="de_icing.check.confirm" />
      </form>
    </Dialog>
  );
}
