import { CreateButton, DataTable, List, Pagination, useTranslate } from 'react-admin';
import { pageSizes } from '../../components/crud';
import { useCompactLayout } from '../../components/crud/list/CompactList';
import { ListActions } from '../../components/crud/list/ListActions';
import { ListError } from '../../components/crud/list/ListError';
import { EmptyState } from '../../components/ScreenFrame';
import { SessionCards } from './SessionCards';
import { sessionExporter } from './sessionExporter';
import { searchFilter, sessionFilters } from './sessionFilters';
import { SessionStatusChip } from './SessionStatusChip';
import { useSessionTimes } from './useSessionTimes';
import { useTrainingPermissions } from './useTrainingPermissions';

const Col = DataTable.Col;

/**
 * The training sessions of the active region (docs/modules/training.md): search, filters (course, status,
 * station, start days), sortable columns, pages, CSV export; cards on a phone. A row opens the
 * session's page.
 */
export function SessionList() {
  const translate = useTranslate();
  const phone = useCompactLayout();
  const times = useSessionTimes();
  const { write, catalogues } = useTrainingPermissions();
  const filters = sessionFilters(catalogues);
  return (
    <List
      resource="training_activities"
      title={false}
      storeKey="training.sessions"
      sort={{ field: 'starts_at', order: 'DESC' }}
      perPage={25}
      filters={phone ? [searchFilter] : [searchFilter, ...filters]}
      exporter={sessionExporter}
      pagination={<Pagination rowsPerPageOptions={pageSizes} />}
      empty={<EmptyState text="training.sessions.empty" />}
      error={<ListError />}
      actions={
        <ListActions filters={filters}>{write && <CreateButton to="/training_activity" label="training.sessions.create" />}</ListActions>
      }
    >
      {phone ? (
        <SessionCards />
      ) : (
        <DataTable rowClick={(id) => `/training_activity/${id}`} bulkActionButtons={false}>
          <Col
            source="starts_at"
            label={translate('training.fields.starts_at')}
            render={(record) => times(record)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <Col
            source="course_code"
            label={translate('training.fields.course')}
            render={(record) => `${record.course_code} — ${record.course_name}`}
          />
          <Col
            source="station_code"
            label={translate('training.fields.station')}
            render={(record) => record.station_code ?? record.location ?? ''}
          />
          <Col
            source="attendee_count"
            label={translate('training.fields.seats')}
            render={(record) => `${record.attendee_count} / ${record.capacity}`}
          />
          <Col
            source="status"
            label={translate('training.fields.status')}
            render={(record) => <SessionStatusChip status={record.status} />}
          />
        </DataTable>
      )}
    </List>
  );
}
