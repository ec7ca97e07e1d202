import { useMemo } from 'react';
import { DataTable, ExportButton, List, Pagination, SearchInput, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { maxListRange } from '../../../model/listLimits';
import { changesDay } from '../../../model/modules/scheduled/liveChanges';
import { timesWarnings } from '../../../model/modules/scheduled/plausibleTimes';
import { pageSizes } from '../../components/crud/list/CrudList';
import { ListError } from '../../components/crud/list/ListError';
import { recordsExporter } from '../../components/recordsExporter';
import { EmptyState } from '../../components/ScreenFrame';
import { useLiveRefetch } from '../../live';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { ActivityStatusChip } from './activity/ActivityStatusChip';
import { formatStationTime } from '../../components/date/stationTime';
import { listFilter, scheduledListStoreKey, type ScheduledFilterValues } from './scheduledFilters';
import { flightsOf } from './timeline/TimelineBar';
import { raisedFlags } from './timeline/activityFlags';
import type { TimelineActivity, TimelineDay } from './timelineTypes';

/** The row's recorded times judged as on its page (model plausibleTimes): the list marks an implausible row. */
const implausible = (record: TimelineActivity) =>
  timesWarnings({ ...record, standard_minutes: record.standard_minutes ?? 0, actual_minutes: record.actual_minutes ?? null }).length > 0;

const Col = DataTable.Col<TimelineActivity>;

/**
 * The day as a list (with the usual list features): quick search over
 * flight numbers, registration and work order, the tab's filters, sortable columns, pages, CSV
 * export; sort and page remembered per region under the `scheduled` store prefix. Refetched
 * when the day changes in the active region (live events).
 */
export function ActivityList({ date, filters, day }: { date: string; filters: ScheduledFilterValues; day: TimelineDay | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const regionId = useCurrentUser()?.instance_id;
  useLiveRefetch('activities', (event) => (changesDay(event, regionId, date) ? [['activities', 'getList']] : null));
  const stations = useMemo(() => new Map((day?.stations ?? []).map((station) => [station.id, station])), [day]);
  const technicians = useMemo(() => new Map((day?.technicians ?? []).map((technician) => [technician.id, technician.name])), [day]);
  const time = (instant: string | null, stationId: number) => formatStationTime(instant, stations.get(stationId)?.time_zone, locale);
  return (
    <List
      resource="activities"
      title={false}
      disableSyncWithLocation
      storeKey={scheduledListStoreKey(regionId)}
      filter={{ date, ...listFilter(filters) }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'sta_at', order: 'ASC' }}
      exporter={recordsExporter}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={pageSizes} />}
      empty={<EmptyState text="scheduled.list.empty" />}
      error={<ListError />}
      actions={
        <TopToolbar>
          <ExportButton maxResults={maxListRange} />
        </TopToolbar>
      }
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
      <DataTable rowClick={(id) => `/scheduled_data/${id}`} bulkActionButtons={false}>
        <Col source="work_order" label={translate('scheduled.list.work_order')} />
        <Col source="inbound_flight_no" label={translate('scheduled.activity.flights')} render={(record) => flightsOf(record)} />
        <Col source="registration" label={translate('scheduled.activity.registration')} />
        <Col
          source="station_id"
          label={translate('scheduled.activity.station')}
          render={(record) => stations.get(record.station_id)?.code ?? ''}
        />
        <Col
          source="sta_at"
          label={translate('scheduled.activity.times.sta_at')}
          render={(record) => time(record.sta_at, record.station_id)}
        />
        <Col
          source="std_at"
          label={translate('scheduled.activity.times.std_at')}
          render={(record) => time(record.std_at, record.station_id)}
        />
        <Col
          source="status"
          label={translate('scheduled.filters.status')}
          render={(record) => <ActivityStatusChip status={record.status} />}
        />
        <Col
          label={translate('scheduled.activity.technicians.title')}
          render={(record) =>
            record.technician_ids.map((id) => technicians.get(id) ?? `#${id}`).join(', ') || translate('scheduled.timeline.unassigned')
          }
        />
        <Col
          label={translate('scheduled.list.flags')}
          render={(record) =>
            [
              ...raisedFlags(record).map((flag) => translate(flag.label)),
              ...(implausible(record) ? [translate('scheduled.plausibility.marker')] : []),
            ].join(', ')
          }
        />
      </DataTable>
    </List>
  );
}
