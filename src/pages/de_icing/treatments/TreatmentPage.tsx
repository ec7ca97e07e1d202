import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DeIcingChange } from '../../../../model/live';
import { useLiveChange } from '../../../live/useLiveChange';
import { DemoBanner } from '../DemoBanner';
import { apiRequest } from '../../../providers/httpClient';
import { useDeIcingPermissions } from '../useDeIcingPermissions';
import { AntiIcingCode } from './AntiIcingCode';
import { CancelTreatmentDialog } from './CancelTreatmentDialog';
import { CheckDialog } from './CheckDialog';
import { TreatmentDetails } from './TreatmentDetails';
import { TreatmentEdit } from './TreatmentEdit';
import { TreatmentStatusChip } from './TreatmentStatusChip';
import type { TreatmentRecord } from './treatmentTypes';
import { Pending } from '../../../components/Pending';

type Dialog = 'check' | 'cancel' | null;

/**
 * One treatment (docs/modules/de_icing.md): everything recorded, the post-treatment check that generates the
 * anti-icing code (then shown large for the radio), corrections before the check, cancel with a reason.
 */
export function TreatmentPage({ id }: { id: string }) {
  const translate = useTranslate();
  const { write } = useDeIcingPermissions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    // Not react-admin's getOne key: the list seeds that cache with list rows, which lack the steps and crew.
    queryKey: ['de_icing', 'treatment', id],
    queryFn: () => apiRequest<TreatmentRecord>('GET', `/api/de_icing_treatments/${encodeURIComponent(id)}`),
  });
  // Another operator's check or cancel on this station shows without a reload.
  useLiveChange(
    'de_icing',
    (event) => !!query.data && ((event.data as Partial<DeIcingChange>).station_ids ?? []).includes(query.data.station_id),
    () => void query.refetch(),
  );
  if (query.isPending) return <Pending />;
  if (query.error) return <Alert severity="error">{translate('de_icing.load_failed')}</Alert>;
  const record = query.data;
  const reload = () => void query.refetch();
  if (editing) {
    return (
      <TreatmentEdit
        record={record}
        onDone={() => {
          setEditing(false);
          reload();
        }}
      />
    );
  }
  const open = record.status !== 'cancelled';
  return (
    <Stack spacing={2}>
      <DemoBanner table={{ demo: !!record.hot_table_demo }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {record.registration} · {record.aircraft_type_code} · {record.station_code}
        </Typography>
        <TreatmentStatusChip status={record.status} />
        {write && open && !record.checked_at && (
          <>
            <Button variant="contained" onClick={() => setDialog('check')}>
              {translate('de_icing.check.action')}
            </Button>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {translate('ra.action.edit')}
            </Button>
          </>
        )}
        {write && open && (
          <Button color="error" onClick={() => setDialog('cancel')}>
            {translate('de_icing.cancel.action')}
          </Button>
        )}
      </Stack>
      {record.anti_icing_code ? (
        <AntiIcingCode code={record.anti_icing_code} />
      ) : (
        open && <Alert severity="info">{translate('de_icing.treatment.code_after_check')}</Alert>
      )}
      {record.cancel_reason && (
        <Alert severity="warning">{translate('de_icing.treatment.cancelled_because', { reason: record.cancel_reason })}</Alert>
      )}
      <TreatmentDetails record={record} />
      {dialog === 'check' && <CheckDialog record={record} onDone={reload} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelTreatmentDialog record={record} onDone={reload} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
