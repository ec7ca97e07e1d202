import { sql, type SQL } from 'drizzle-orm';

/**
 * Shared kernel (server/core/workItem/, with bookResource.ts): it came out of
 * server/modules/resource_allocation/ with the booking ledger that needs it; it imports no server module.
 */

/**
 * What a booking is for, as the timeline writes it on its bar: the activity's work order and
 * registration, the on-call request's number, the de-icing treatment's registration, the transfer's
 * destination, or the reservation's note. `b` is the booking's alias in the query.
 */
export const bookingJoinsSql: SQL = sql`
  left join activities a on a.id = b.activity_id
  left join on_call_requests o on o.id = b.on_call_request_id
  left join de_icing_treatments d on d.id = b.de_icing_treatment_id
  left join resource_transfers tr on tr.id = b.resource_transfer_id
  left join stations ts on ts.id = tr.to_station_id`;

export const bookingLabelSql: SQL = sql`coalesce(
  a.work_order || coalesce(' ' || a.registration, ''),
  o.request_no,
  d.registration || coalesce(' ' || d.flight_no, ''),
  '→ ' || ts.code,
  b.note,
  b.purpose)`;
