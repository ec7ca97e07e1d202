import type { RequestDetail } from '../onCallTypes';

/**
 * What this reader may do on this request, as the server said with the record (`permissions`):
 * the desk writes, a dispatched technician records their steps, hours, parts and expenses.
 * Nothing is writable once the request is closed or cancelled.
 */
export function requestAbilities(record: RequestDetail) {
  const finished = record.status === 'closed' || record.status === 'cancelled';
  return {
    write: record.permissions.write && !finished,
    record: (record.permissions.record || record.permissions.write) && !finished,
    sign: record.permissions.sign,
    finished,
  };
}
