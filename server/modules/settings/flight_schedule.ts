import { eq, sql } from 'drizzle-orm';
import { flightScheduleSchemas } from '../../../model/resources/flight_schedule';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { flightSchedule, flightScheduleServices, stations } from '../../db/schema';
import { changesPlanning, markPlannedForReview } from '../scheduled';

export default defineResource({
  name: 'flight_schedule',
  table: flightSchedule,
  schemas: flightScheduleSchemas,
  access: resourceAccess.flight_schedule,
  search: ['inbound_flight_no', 'outbound_flight_no'],
  filters: ['region_id', 'station_id', 'customer_id', 'aircraft_type_id', 'active'],
  ranges: ['valid_from', 'valid_to', 'sta', 'std'],
  sort: [
    'inbound_flight_no',
    'outbound_flight_no',
    'station_id',
    'customer_id',
    'aircraft_type_id',
    'sta',
    'std',
    'valid_from',
    'valid_to',
    'active',
    'updated_at',
  ],
  defaultSort: ['valid_from', 'DESC'],
  computed: {
    // Read in the same statement as the schedule: one round trip per page.
    service_ids: {
      sql: sql.raw(
        'array(select s.service_id from flight_schedule_services s where s.flight_schedule_id = "flight_schedule"."id" order by 1)',
      ),
    },
  },
  nested: {
    service_ids: {
      async replace(tx, id, items) {
        await tx.delete(flightScheduleServices).where(eq(flightScheduleServices.flight_schedule_id, id));
        const ids = [...new Set(items as number[])];
        if (ids.length) await tx.insert(flightScheduleServices).values(ids.map((service_id) => ({ flight_schedule_id: id, service_id })));
      },
    },
  },
  sameRegionReferences: { station_id: stations },
  // Activities already planned from the schedule are flagged for a planner, not changed (docs/modules/scheduled.md).
  async beforeUpdate(columns, current, { tx, request }) {
    if (changesPlanning(columns, current, sentServiceIds(request.body))) await markPlannedForReview(tx, current.id as number);
    return columns;
  },
});

/** The service ids an update sent, if it sent them: a nested list, not a column of the changes. */
function sentServiceIds(body: unknown): unknown {
  return body && typeof body === 'object' && 'service_ids' in body ? body.service_ids : undefined;
}
