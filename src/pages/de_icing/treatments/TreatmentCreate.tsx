import { Alert } from '@mui/material';
import { CreateBase, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useDeIcingOptions } from '../useDeIcingOptions';
import { useDeIcingStation } from '../useDeIcingStation';
import { TreatmentForm } from './form/TreatmentForm';
import { treatmentBody } from './form/treatmentBody';
import { newTreatmentValues } from './form/treatmentFormValues';
import { Pending } from '../../../components/Pending';

/** A new treatment at the station last picked on the pad; once saved, its page opens (where the check is recorded). */
export function TreatmentCreate() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const { data: options, error } = useDeIcingOptions();
  const [station] = useDeIcingStation(options?.stations);
  if (error) return <Alert severity="error">{translate('de_icing.load_failed')}</Alert>;
  if (!options) return <Pending />;
  return (
    <CreateBase
      resource="de_icing_treatments"
      redirect={false}
      transform={(values) => treatmentBody(values, false)}
      mutationOptions={{ onSuccess: (record: RaRecord) => navigate(`/de_icing/treatments/${record.id}`) }}
    >
      <TreatmentForm options={options} defaultValues={newTreatmentValues(station?.id ?? null)} />
    </CreateBase>
  );
}
