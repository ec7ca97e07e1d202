import { Alert } from '@mui/material';
import { EditBase, useTranslate } from 'react-admin';
import { useDeIcingOptions } from '../useDeIcingOptions';
import { TreatmentForm } from './form/TreatmentForm';
import { treatmentBody } from './form/treatmentBody';
import type { TreatmentValues } from './form/treatmentFormValues';
import type { TreatmentRecord } from './treatmentTypes';
import { Pending } from '../../../components/Pending';

/** The record as the form edits it: accepted warnings stay accepted. */
const formValues = (record: TreatmentRecord): Partial<TreatmentValues> => ({
  ...record,
  accept_warnings: record.accepted_warnings.length > 0,
  original_steps: record.steps.map(({ fluid_id, lot, litres }) => ({ fluid_id, lot, litres })),
});

/** Correcting a treatment before its check: the whole record again, with its version (a stale save meets the conflict dialog). */
export function TreatmentEdit({ record, onDone }: { record: TreatmentRecord; onDone: () => void }) {
  const translate = useTranslate();
  const { data: options, error } = useDeIcingOptions();
  if (error) return <Alert severity="error">{translate('de_icing.load_failed')}</Alert>;
  if (!options) return <Pending />;
  return (
    <EditBase
      resource="de_icing_treatments"
      id={record.id}
      mutationMode="pessimistic"
      redirect={false}
      transform={(values) => treatmentBody(values, true)}
      mutationOptions={{ onSuccess: onDone }}
    >
      <TreatmentForm options={options} defaultValues={formValues(record)} />
    </EditBase>
  );
}
