import { DataTable, List, Pagination, useTranslate } from 'react-admin';
import { pageSizes } from '../../../components/crud';
import { useCompactLayout } from '../../../components/crud/list/CompactList';
import { ListActions } from '../../../components/crud/list/ListActions';
import { ListError } from '../../../components/crud/list/ListError';
import { EmptyState } from '../../../components/ScreenFrame';
import { useLiveRefetch } from '../../../live';
import { PriorityChip } from '../PriorityChip';
import { RequestStatusChip } from '../RequestStatusChip';
import { useStationTime } from '../../../components/date/useStationTime';
import { useOnCallPermissions } from '../useOnCallPermissions';
import { RequestCards } from './RequestCards';
import { requestExporter } from './requestExporter';
import { requestFilters, searchFilter } from './requestFilters';

const Col = DataTable.Col;

/**
 * Every request of the active region, open or not ("All requests"): search, filters,
 * sortable columns, pages, CSV export; cards on a phone. A row opens the request's page.
 */
export function RequestList() {
  const translate = useTranslate();
  const phone = useCompactLayout();
  const time = useStationTime();
  const { catalogues } = useOnCallPermissions();
  const filters = requestFilters(catalogues);
  useLiveRefetch('on_call', [['on_call_requests', 'getList']]);
  return (
    <List
      resource="on_call_requests"
      title={false}
      storeKey="on_call.requests"
      sort={{ field: 'requested_at', order: 'DESC' }}
      perPage={25}
      filters={phone ? [searchFilter] : [searchFilter, ...filters]}
      exporter={requestExporter}
      pagination={<Pagination rowsPerPageOptions={pageSizes} />}
      empty={<EmptyState text="on_call.list.empty" />}
      error={<ListError />}
      actions={<ListActions filters={filters} />}
    >
      {phone ? (
        <RequestCards />
      ) : (
        <DataTable rowClick={(id) => `/on_call/${id}`} bulkActionButtons={false}>
          <Col source="request_no" label={translate('on_call.fields.request_no')} sx={{ whiteSpace: 'nowrap' }} />
          <Col
            source="requested_at"
            label={translate('on_call.fields.requested_at')}
            render={(record) => time(record.requested_at, record.time_zone)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <Col
            source="priority"
            label={translate('on_call.fields.priority')}
            render={(record) => <PriorityChip priority={record.priority} />}
          />
          <Col
            source="status"
            label={translate('on_call.fields.status')}
            render={(record) => <RequestStatusChip status={record.status} />}
          />
          <Col source="customer_name" label={translate('on_call.fields.customer')} disableSort />
          <Col source="registration" label={translate('on_call.fields.registration')} />
          <Col source="airport_iata" label={translate('on_call.fields.airport')} disableSort />
          <Col source="station_code" label={translate('on_call.fields.station')} disableSort />
          <Col source="technician_names" label={translate('on_call.fields.crew')} disableSort />
        </DataTable>
      )}
    </List>
  );
}
