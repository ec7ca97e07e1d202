import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import { EditBase, useEditContext, useTranslate } from 'react-admin';
import { changesActivity } from '../../../../model/modules/scheduled/liveChanges';
import { HistoryPanel } from '../../../components/crud/history/HistoryPanel';
import { RecordNotFound } from '../../../components/crud/form/RecordNotFound';
import { useLiveRefetch } from '../../../live';
import { isActivityDetail, type ActivityDetail } from './activityTypes';
import { ActivityHeader } from './ActivityHeader';
import { ActualTimesForm } from './ActualTimesForm';
import { AllocationsPanel } from './AllocationsPanel';
import { PartsUsedPanel } from '../../parts';
import { DefectsPanel } from '../../defects';
import { RemarksForm } from './RemarksForm';
import { RtsPanel } from './rts/RtsPanel';
import { ServicesPanel } from './ServicesPanel';
import { TechniciansPanel } from './TechniciansPanel';
import { useActivityPermissions } from './useActivityPermissions';

function ActivityContent() {
  const translate = useTranslate();
  const { record, isPending, error, refetch } = useEditContext<ActivityDetail>();
  const permissions = useActivityPermissions();
  // Someone else's change (a crew member ticking a service, a planner re-timing) shows live.
  useLiveRefetch('activities', (event) =>
    isActivityDetail(record) && changesActivity(event, record) ? [['activities', 'getOne', { id: String(record.id) }]] : null,
  );
  if (error) return <RecordNotFound backTo="/scheduled" />;
  if (isPending || !isActivityDetail(record)) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  // A signed release locks the activity: the server refuses every change, the page offers none.
  const locked = !!record.rts;
  const reload = () => void refetch();
  const writable = permissions.write && !locked;
  const workable = permissions.work && !locked && record.status !== 'cancelled';
  return (
    <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', lg: 'nowrap' }, alignItems: 'flex-start' }}>
      <Stack spacing={2} sx={{ flex: { xs: '1 1 100%', lg: '1 1 0' }, minWidth: 0 }}>
        {locked && <Alert severity="info">{translate('scheduled.activity.rts.locked')}</Alert>}
        <ActivityHeader record={record} locked={locked} onChanged={reload} />
        <ServicesPanel record={record} editable={workable} onChanged={reload} />
        <TechniciansPanel record={record} editable={writable} onChanged={reload} />
        <AllocationsPanel record={record} editable={writable} onChanged={reload} />
        <PartsUsedPanel job={{ activity_id: record.id }} stationId={record.station_id} editable={workable} />
        <DefectsPanel job={{ activity_id: record.id }} editable={workable} timeZone={record.station_time_zone} />
        <ActualTimesForm record={record} editable={workable} onChanged={reload} />
        <RemarksForm record={record} editable={workable} onChanged={reload} />
        <RtsPanel record={record} onChanged={reload} />
      </Stack>
      <HistoryPanel />
    </Box>
  );
}

// react-admin's default on a failed read is a notification and a redirect; the page says why instead.
const stayOnFailedRead = { onError: () => undefined };

/** /scheduled_data/:activity_id — everything about one turnaround (docs/modules/scheduled.md). */
export function ActivityPage({ id }: { id: string }) {
  return (
    <EditBase resource="activities" id={id} queryOptions={stayOnFailedRead} mutationMode="pessimistic" redirect={false}>
      <ActivityContent />
    </EditBase>
  );
}
