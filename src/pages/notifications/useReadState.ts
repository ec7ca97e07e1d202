import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { NotificationRecord } from '../../../model/modules/notifications';
import { markRead, markUnread } from './notificationApi';

/**
 * Marks a notification read or unread, then has the list read again (react-admin's cache under
 * the resource's key; nothing patched by hand). The live `notifications` event that the change
 * raises refreshes the nav bar's count and any other tab showing the list.
 */
export function useReadState() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useCallback(
    async (record: Pick<NotificationRecord, 'id'>, read: boolean) => {
      try {
        await (read ? markRead(record.id) : markUnread(record.id));
      } catch {
        notify('notifications.actions.failed', { type: 'error' });
      }
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
    [queryClient, notify],
  );
}
