import { downloadRowsAsCsv } from '../../components/downloadRowsAsCsv';
import type { Exporter } from 'react-admin';
import type { NotificationRecord } from '../../../model/modules/notifications';

/**
 * The list's CSV (like every list's: headers are the API's field names): when, what type, the words
 * as the reader saw them, read or not, and where it leads.
 */
export const notificationExporter: Exporter = async (records: NotificationRecord[]) => {
  const rows = records.map(({ id, created_at, type, title, text, read, read_at, link }) => ({
    id,
    created_at,
    type,
    title,
    text,
    read,
    read_at,
    link,
  }));
  await downloadRowsAsCsv(rows, 'notifications');
};
