import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { resourceSchemas } from '../../../model/resources/resourceSchemas';
import { booleanLike } from '../../crud/filterValues';
import { defineResource } from '../../crud/definition';
import { partRequests } from '../../db/schema';
import { stationTimeZone } from '../../core/stations';

const outer = sql.raw('"part_requests"');

/** What a part request row shows beside its columns (list and detail alike). */
export const partRequestComputed = {
  part_number: { sql: sql<string>`(select m.part_number from materials m where m.id = ${outer}."material_id")` },
  description: { sql: sql<string>`(select m.description from materials m where m.id = ${outer}."material_id")` },
  measure_code: {
    sql: sql<string>`(select me.code from materials m join measures me on me.id = m.measure_id where m.id = ${outer}."material_id")`,
  },
  station_code: { sql: sql<string>`(select s.code from stations s where s.id = ${outer}."station_id")` },
  time_zone: stationTimeZone('part_requests'),
  request_no: { sql: sql<string | null>`(select r.request_no from on_call_requests r where r.id = ${outer}."on_call_request_id")` },
  registration: {
    sql: sql<
      string | null
    >`coalesce((select r.registration from on_call_requests r where r.id = ${outer}."on_call_request_id"), (select a.registration from activities a where a.id = ${outer}."activity_id"))`,
  },
  /** model/modules/parts/late.ts in SQL: the needed-by (else expected) instant passed, not received nor cancelled. */
  late: {
    sql: sql<boolean>`(${outer}."status" not in ('received', 'cancelled') and coalesce(${outer}."needed_by", ${outer}."expected_at") < now())`,
    filter: booleanLike,
  },
};

/**
 * The part request list on the CRUD engine's list (region scope: the active region; filters, sort,
 * paging). Writes follow the request's flow (partRequestWrites.ts), so this serves the list only.
 */
export const partRequestListDefinition = defineResource({
  name: 'part_requests',
  table: partRequests,
  schemas: resourceSchemas(z.object({})),
  access: { read: ['parts_tab'], write: ['parts_write'], scope: 'region' },
  search: ['supplier', 'order_reference', 'remarks'],
  filters: ['status', 'station_id', 'material_id', 'on_call_request_id', 'activity_id', 'late'],
  ranges: ['requested_at', 'needed_by', 'expected_at'],
  sort: ['requested_at', 'needed_by', 'expected_at', 'status', 'station_code', 'part_number', 'request_no', 'updated_at'],
  defaultSort: ['requested_at', 'DESC'],
  computed: partRequestComputed,
});
