import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { resourceSchemas } from '../../../model/resources/resourceSchemas';
import { activeRegionId, type Session } from '../../auth/session';
import { defineResource } from '../../crud/definition';
import { stockTransfers } from '../../db/schema';
import { stationTimeZone } from '../../core/stations';

const outer = sql.raw('"stock_transfers"');

/** What a transfer row shows beside its columns (list and detail alike). */
export const transferComputed = {
  from_station_code: { sql: sql<string>`(select s.code from stations s where s.id = ${outer}."from_station_id")` },
  to_station_code: { sql: sql<string>`(select s.code from stations s where s.id = ${outer}."to_station_id")` },
  from_time_zone: stationTimeZone('stock_transfers', 'from_station_id'),
  to_time_zone: stationTimeZone('stock_transfers', 'to_station_id'),
  part_number: { sql: sql<string>`(select m.part_number from materials m where m.id = ${outer}."material_id")` },
  description: { sql: sql<string>`(select m.description from materials m where m.id = ${outer}."material_id")` },
  measure_code: {
    sql: sql<string>`(select me.code from materials m join measures me on me.id = m.measure_id where m.id = ${outer}."material_id")`,
  },
};

/**
 * The transfer list on the CRUD engine's list (filters, sort, paging). Writes move stock
 * (transferWrites.ts), so this definition serves the list only. Its scope is not the engine's: a
 * transfer belongs to the region it leaves and the one it goes to, so each sees it (transferScope).
 */
export const transferListDefinition = defineResource({
  name: 'stock_transfers',
  table: stockTransfers,
  schemas: resourceSchemas(z.object({})),
  access: { read: ['parts_tab'], write: ['parts_write'], scope: 'global' },
  search: ['lot', 'reference'],
  filters: ['status', 'from_station_id', 'to_station_id', 'material_id'],
  ranges: ['shipped_at', 'expected_at'],
  sort: [
    'shipped_at',
    'expected_at',
    'received_at',
    'status',
    'from_station_code',
    'to_station_code',
    'part_number',
    'quantity',
    'updated_at',
  ],
  defaultSort: ['shipped_at', 'DESC'],
  computed: transferComputed,
});

/**
 * Transfers leaving or reaching the active region. The id is the session's own integer, written
 * into the statement so the list's prepared shapes (one per region) keep their placeholders.
 */
export function transferScope(session: Session): SQL {
  const region = Math.trunc(activeRegionId(session) ?? 0);
  return sql.raw(`("stock_transfers"."region_id" = ${region} or "stock_transfers"."to_region_id" = ${region})`);
}
