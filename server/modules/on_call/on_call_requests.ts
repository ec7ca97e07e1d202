import { sql } from 'drizzle-orm';
import { onCallRequestSchemas } from '../../../model/modules/on_call/requestSchemas';
import { onCallRefused } from '../../../model/modules/on_call/ruleResult';
import { defineResource } from '../../crud/definition';
import { booleanLike } from '../../crud/filterValues';
import { onCallRequests } from '../../db/schema';
import { ApiError } from '../../errors';
import { ruleRefusal } from '../../core/ruleRefusal';
import { onCallAccess } from './access';
import { finalStatuses } from './requestQueries';

const outer = sql.raw('"on_call_requests"');

/** What a list row shows beside the request's columns, read with it (correlated on its id). */
export const onCallComputed = {
  customer_name: { sql: sql<string>`(select c.name from customers c where c.id = ${outer}."customer_id")` },
  airport_iata: { sql: sql<string>`(select a.iata from airport a where a.id = ${outer}."airport_id")` },
  /** The airport of the work's zone: the request's times are read in it (docs/modules/on_call.md). */
  time_zone: { sql: sql<string>`(select a.time_zone from airport a where a.id = ${outer}."airport_id")` },
  station_code: { sql: sql<string | null>`(select s.code from stations s where s.id = ${outer}."station_id")` },
  aircraft_type_code: { sql: sql<string | null>`(select t.icao from aircraft_type t where t.id = ${outer}."aircraft_type_id")` },
  /** The customer's target for the request's priority (model responseTargetMinutes). */
  response_target_minutes: {
    sql: sql<number>`(select case ${outer}."priority" when 'aog' then c.response_target_aog_minutes when 'urgent' then c.response_target_urgent_minutes else c.response_target_routine_minutes end from customers c where c.id = ${outer}."customer_id")`,
  },
  technician_names: {
    sql: sql<
      string | null
    >`(select string_agg(t.name, ', ' order by ot.role, t.name) from on_call_technicians ot join technicians t on t.id = ot.technician_id where ot.request_id = ${outer}."id")`,
  },
  /** Neither closed nor cancelled: the board's and the list's "open" filter. */
  open: { sql: sql<boolean>`(${outer}."status" not in ('closed', 'cancelled'))`, filter: booleanLike },
};

/**
 * On-call requests on the generic CRUD engine (docs/modules/on_call.md): the list with its filters, sort and
 * region scope, the history, and the intake edit (version → 409, audit). The intake itself and the
 * request page are this module's routes: the intake numbers the request and logs its first step.
 */
export default defineResource({
  name: 'on_call_requests',
  table: onCallRequests,
  schemas: onCallRequestSchemas,
  access: onCallAccess,
  search: ['request_no', 'registration', 'flight_no', 'caller_name', 'defect'],
  filters: ['status', 'priority', 'customer_id', 'station_id', 'airport_id', 'open'],
  ranges: ['requested_at'],
  sort: ['requested_at', 'request_no', 'priority', 'status', 'customer_name', 'airport_iata', 'station_code', 'eta_at', 'updated_at'],
  defaultSort: ['requested_at', 'DESC'],
  computed: onCallComputed,
  ownRoutes: ['getOne', 'create'],
  beforeUpdate(changes, current, { request }) {
    if (finalStatuses.includes(current.status as never))
      throw ruleRefusal(request, 'status', [onCallRefused('request', 'closed')], 'on_call.rules_failed');
    return changes;
  },
  beforeDelete(current) {
    // Only a mistaken intake goes: once dispatched, the request is the record of what happened.
    if (current.status !== 'new') throw new ApiError(409, 'on_call.not_deletable');
  },
});
