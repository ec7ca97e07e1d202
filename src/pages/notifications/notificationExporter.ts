import { downloadCSV, type Exporter } from 'react-admin';
import type { NotificationRecord } from '../../../model/modules/notifications';

/**
 * The list's CSV (like every list's: headers are the API's field names): when, what type, the words
 * as the reader saw them, read or not, and where it leads. Loaded when someone exports.
 */
export const notificationExporter: Exporter = async (records: NotificationRecord[]) => {
  const { default: jsonexport } = await import('jsonexport/dist');
  const rows = records.map(({ id, created_at, type, title, text, read, read_at, link }) => ({ id, created_at, type, title, text, read, read_at, link }));
  downloadCSV(await jsonexport(rows), 'notifications');
};
