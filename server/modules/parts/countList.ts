import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { resourceSchemas } from '../../../model/resources/resourceSchemas';
import { defineResource } from '../../crud/definition';
import { stockCounts } from '../../db/schema';
import { stationTimeZone } from '../../core/stations';

const outer = sql.raw('"stock_counts"');

/** What a count row shows beside its columns (list and detail alike). */
export const countComputed = {
  station_code: { sql: sql<string>`(select s.code from stations s where s.id = ${outer}."station_id")` },
  time_zone: stationTimeZone('stock_counts'),
  line_count: { sql: sql<number>`(select count(*)::int from stock_count_lines l where l.count_id = ${outer}."id")` },
  counted_count: { sql: sql<number>`(select count(l.counted_quantity)::int from stock_count_lines l where l.count_id = ${outer}."id")` },
  difference_count: {
    sql: sql<number>`(select count(*)::int from stock_count_lines l where l.count_id = ${outer}."id" and l.counted_quantity is not null and l.counted_quantity <> l.expected_quantity)`,
  },
};

/**
 * The count list on the CRUD engine's list (region scope: the active region; filters, sort, paging).
 * A count changes through its sheet and steps (countWrites.ts), so this serves the list only.
 */
export const countListDefinition = defineResource({
  name: 'stock_counts',
  table: stockCounts,
  schemas: resourceSchemas(z.object({})),
  access: { read: ['parts_tab'], write: ['parts_write'], scope: 'region' },
  search: ['remarks'],
  filters: ['status', 'station_id'],
  ranges: ['created_at', 'confirmed_at'],
  sort: ['created_at', 'submitted_at', 'confirmed_at', 'status', 'station_code', 'updated_at'],
  defaultSort: ['created_at', 'DESC'],
  computed: countComputed,
});
