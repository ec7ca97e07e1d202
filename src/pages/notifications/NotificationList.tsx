import { DataTable, List, Pagination, useTranslate } from 'react-admin';
import type { NotificationRecord } from '../../../model/modules/notifications';
import { pageSizes } from '../../components/crud/list/CrudList';
import { useCompactLayout } from '../../components/crud/list/CompactList';
import { ListActions } from '../../components/crud/list/ListActions';
import { ListError } from '../../components/crud/list/ListError';
import { EmptyState } from '../../components/ScreenFrame';
import { MarkAllReadButton } from './MarkAllReadButton';
import { MuteTypeButton } from './MuteTypeButton';
import { NotificationCards } from './NotificationCards';
import { notificationExporter } from './notificationExporter';
import { notificationFilters, searchFilter } from './notificationFilters';
import { NotificationSummary } from './NotificationSummary';
import { ReadStateButton } from './ReadStateButton';
import { ReadStatus } from './ReadStatus';
import { useReceivedAt } from './receivedAt';

const Col = DataTable.Col<NotificationRecord>;

/**
 * The caller's notifications with the usual list features: search, filters (unread /
 * read at hand, type, days received), sortable columns, pages, CSV export, mark all read. Filters,
 * sort and page are remembered (the user's own list: not per region) and kept in the address.
 */
export function NotificationList() {
  const translate = useTranslate();
  const receivedAt = useReceivedAt();
  const phone = useCompactLayout();
  return (
    <List
      resource="notifications"
      title={false}
      storeKey="notifications.list"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      filters={phone ? [searchFilter] : [searchFilter, ...notificationFilters]}
      exporter={notificationExporter}
      pagination={<Pagination rowsPerPageOptions={pageSizes} />}
      empty={<EmptyState text="app.empty.notifications" />}
      error={<ListError />}
      actions={
        <ListActions filters={notificationFilters} sx={{ flexWrap: 'wrap', gap: 0.5, justifyContent: phone ? 'flex-start' : 'flex-end' }}>
          <MarkAllReadButton />
        </ListActions>
      }
    >
      {phone ? (
        <NotificationCards />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false} rowSx={(record) => (record.read ? {} : { bgcolor: 'action.hover' })}>
          <Col source="read" label={translate('notifications.list.status')} render={(record) => <ReadStatus read={record.read} />} />
          <Col
            source="created_at"
            label={translate('notifications.list.received')}
            render={(record) => receivedAt(record.created_at)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <Col
            source="type"
            label={translate('notifications.list.type')}
            render={(record) => translate(`notifications.types.${record.type}`)}
          />
          <Col label={translate('notifications.list.notification')} render={(record) => <NotificationSummary record={record} />} />
          <Col
            label={translate('notifications.list.actions')}
            render={(record) => (
              <>
                <ReadStateButton record={record} />
                <MuteTypeButton record={record} />
              </>
            )}
          />
        </DataTable>
      )}
    </List>
  );
}
