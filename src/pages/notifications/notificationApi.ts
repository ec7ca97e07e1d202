import type {
  MarkedNotifications,
  NotificationDigest,
  NotificationMutes,
  NotificationRecord,
  NotificationType,
} from '../../../model/modules/notifications';
import { httpClient } from '../../providers/httpClient';

/** The notification endpoints ra-data-simple-rest does not cover (server/modules/notifications/routes.ts). */
async function send<T>(method: string, url: string, body?: object): Promise<T> {
  return (await httpClient<T>(url, { method, body })).json;
}

const byId = (id: number | string) => `/api/notifications/${encodeURIComponent(String(id))}`;

export const markRead = (id: number) => send<NotificationRecord>('POST', `${byId(id)}/read`);
export const markUnread = (id: number) => send<NotificationRecord>('POST', `${byId(id)}/unread`);
export const markAllRead = () => send<MarkedNotifications>('POST', '/api/notifications/read_all');
/** Undoes "mark all read": those notifications are unread again. */
export const markManyUnread = (ids: number[]) => send<MarkedNotifications>('POST', '/api/notifications/unread', { ids });

export const fetchDigest = () => send<NotificationDigest>('GET', '/api/notifications/digest');
export const saveDigest = (digest: boolean) => send<NotificationDigest>('PUT', '/api/notifications/digest', { digest });

export const fetchMutes = () => send<NotificationMutes>('GET', '/api/notifications/mutes');
/** Mutes or unmutes one type for the caller; answers the muted types as they now are. */
export const saveMute = (type: NotificationType, muted: boolean) =>
  send<NotificationMutes>('PUT', '/api/notifications/mutes', { type, muted });
