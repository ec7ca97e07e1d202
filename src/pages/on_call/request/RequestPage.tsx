import { Alert, CircularProgress, Stack } from '@mui/material';
import { EditBase, useEditContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../../model/routes';
import { RecordNotFound } from '../../../components/crud/form/RecordNotFound';
import { ScreenFrame } from '../../../components/ScreenFrame';
import { useLiveRefetch } from '../../../live';
import type { OnCallChange } from '../../../../model/live';
import type { RequestDetail } from '../onCallTypes';
import { CrewPanel } from './CrewPanel';
import { DispatchPanel } from './DispatchPanel';
import { EventTimeline } from './EventTimeline';
import { ExpensesPanel } from './ExpensesPanel';
import { IntakePanel, intakeUpdate } from './IntakePanel';
import { RequestHeader } from './RequestHeader';
import { RequestRtsPanel } from './RequestRtsPanel';
import { StepButtons } from './StepButtons';
import { requestAbilities } from './useRequestPermissions';
import { PartsUsedPanel } from '../../parts';
import { DefectsPanel } from '../../defects';

const isDetail = (record: unknown): record is RequestDetail => !!record && Array.isArray((record as RequestDetail).events);

function RequestContent({ id }: { id: string }) {
  const translate = useTranslate();
  const { record, isPending, error, refetch } = useEditContext<RequestDetail>();
  // A technician's tap on the ramp or the desk's dispatch shows here without a reload.
  useLiveRefetch('on_call', (event) => {
    const ids = (event.data as unknown as OnCallChange).request_ids;
    return ids === null || ids.includes(Number(id)) ? [['on_call_requests', 'getOne', { id }]] : null;
  });
  if (error) return <RecordNotFound backTo="/on_call" />;
  if (isPending || !isDetail(record)) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const abilities = requestAbilities(record);
  const reload = () => void refetch();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {record.status === 'cancelled' && record.cancel_reason && (
        <Alert severity="info">{translate('on_call.request.cancelled_because', { reason: record.cancel_reason })}</Alert>
      )}
      <RequestHeader record={record} />
      <StepButtons record={record} abilities={abilities} onChanged={reload} />
      {record.status === 'new' && abilities.write && <DispatchPanel record={record} onDispatched={reload} />}
      <CrewPanel record={record} editable={abilities.record} desk={abilities.write} onChanged={reload} />
      <EventTimeline events={record.events} timeZone={record.time_zone} />
      <PartsUsedPanel job={{ on_call_request_id: record.id }} stationId={record.station_id} editable={abilities.record} />
      {/* A defect is written until the release is signed (server/modules/defects/access.ts). */}
      <DefectsPanel job={{ on_call_request_id: record.id }} editable={abilities.record && !record.rts} />
      <ExpensesPanel record={record} editable={abilities.record} onChanged={reload} />
      <RequestRtsPanel record={record} canSign={abilities.sign} onChanged={reload} />
      <IntakePanel record={record} editable={abilities.write} />
    </Stack>
  );
}

// react-admin's default on a failed read is a notification and a redirect; the page says why instead.
const stayOnFailedRead = { onError: () => undefined };

/** /on_call/:id — one request from the call to its closure (docs/modules/on_call.md). */
export default function RequestPage({ route }: { route: RouteDefinition }) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame title={route.title}>
      <EditBase
        resource="on_call_requests"
        id={id}
        queryOptions={stayOnFailedRead}
        mutationMode="pessimistic"
        redirect={false}
        transform={intakeUpdate}
      >
        <RequestContent id={id} />
      </EditBase>
    </ScreenFrame>
  );
}
