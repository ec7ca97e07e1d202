import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, DataTable, List, Pagination, useLocaleState, useTranslate, type DataProvider } from 'react-admin';
import { movementListFilter } from '../../../model/modules/movements';
import { pageSizes } from '../../components/crud';
import { useCompactLayout } from '../../components/crud/list/CompactList';
import { ListActions } from '../../components/crud/list/ListActions';
import { ListError } from '../../components/crud/list/ListError';
import { formatDisplayDay, formatStationDateTime } from '../../components/date/stationTime';
import { recordsExporter } from '../../components/recordsExporter';
import { EmptyState } from '../../components/ScreenFrame';
import { useLiveRefetch } from '../../live';
import { MovementCards } from './MovementCards';
import { MovementDetails } from './MovementDetails';
import { movementFilters, searchFilters } from './movementFilters';
import { MovementJobLink } from './MovementJobLink';
import type { FlightMovementRow } from './movementsApi';
import { MovementTimes } from './MovementTimes';
import { OutcomeChip } from './OutcomeChip';

const Col = DataTable.Col<FlightMovementRow>;

/** The list's data provider with the screen's `open` filter sent as the API's (movementListFilter), for the list and its export. */
function OpenFilterProvider({ children }: { children: ReactNode }) {
  const dataProvider = useContext(DataProviderContext);
  const withOpen = useMemo<DataProvider | null>(
    () =>
      dataProvider && {
        ...dataProvider,
        getList: (resource, params) => dataProvider.getList(resource, { ...params, filter: movementListFilter(params.filter ?? {}) }),
      },
    [dataProvider],
  );
  return <DataProviderContext.Provider value={withOpen}>{children}</DataProviderContext.Provider>;
}

/**
 * Every flight movement received in the region, newest first (docs/modules/movements.md, "The movements
 * screen"): when, flight, station, aircraft, what it said and did, the job, who sent it; a row opens on
 * its message and reasons. Read again whenever the region's movements change (live topic flight_movements).
 */
export function MovementList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useCompactLayout();
  useLiveRefetch('flight_movements', [['flight_movements', 'getList']]);
  return (
    <OpenFilterProvider>
      <List
        resource="flight_movements"
        title={false}
        storeKey="movements.list"
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={recordsExporter}
        perPage={25}
        filters={phone ? searchFilters : [...searchFilters, ...movementFilters]}
        pagination={<Pagination rowsPerPageOptions={pageSizes} />}
        empty={<EmptyState text="movements.empty" />}
        error={<ListError />}
        actions={<ListActions filters={movementFilters} />}
      >
        {phone ? (
          <MovementCards />
        ) : (
          <DataTable rowClick="expand" expand={<MovementDetails />} bulkActionButtons={false}>
            <Col
              source="created_at"
              label={translate('movements.fields.received')}
              render={(row) => formatStationDateTime(row.created_at, row.time_zone, locale)}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <Col source="flight_no" label={translate('movements.fields.flight')} />
            <Col
              source="flight_date"
              label={translate('movements.fields.flight_date')}
              render={(row) => (row.flight_date ? formatDisplayDay(row.flight_date, locale) : '')}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <Col source="station" label={translate('movements.fields.station')} />
            <Col source="registration" disableSort label={translate('movements.fields.registration')} />
            <Col label={translate('movements.fields.said')} render={(row) => <MovementTimes row={row} />} />
            <Col source="outcome" label={translate('movements.fields.outcome')} render={(row) => <OutcomeChip row={row} />} />
            <Col label={translate('movements.fields.job')} render={(row) => <MovementJobLink row={row} />} />
            <Col source="sender_name" disableSort label={translate('movements.fields.sender')} />
          </DataTable>
        )}
      </List>
    </OpenFilterProvider>
  );
}
