import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { resourceSchemas } from '../../../model/resources/resourceSchemas';
import { defineResource } from '../../crud/definition';
import { stockMovements } from '../../db/schema';
import { stationTimeZone } from '../../core/stations';

/** A column of the movement's material, correlated on the movement. */
const ofMaterial = (expression: string) => sql.raw(`(select ${expression} from materials m where m.id = "stock_movements"."material_id")`);
const ofActivity = (column: string) => sql.raw(`(select a.${column} from activities a where a.id = "stock_movements"."activity_id")`);
const ofRequest = (column: string) =>
  sql.raw(`(select r.${column} from on_call_requests r where r.id = "stock_movements"."on_call_request_id")`);

/**
 * The computed fields of a movement row, shared by the list, the trace and a job's parts: names of
 * the station, material, certificate type and author, the job it was for, and its reversal.
 */
export const movementComputed = {
  station_code: { sql: sql.raw(`(select st.code from stations st where st.id = "stock_movements"."station_id")`) },
  time_zone: stationTimeZone('stock_movements'),
  part_number: { sql: ofMaterial('m.part_number') },
  description: { sql: ofMaterial('m.description') },
  measure_code: {
    sql: sql.raw(`(select ms.code from materials m join measures ms on ms.id = m.measure_id where m.id = "stock_movements"."material_id")`),
  },
  part_cert_code: { sql: sql.raw(`(select pc.code from part_cert pc where pc.id = "stock_movements"."part_cert_id")`) },
  created_by_name: { sql: sql.raw(`(select u.name from users u where u.id = "stock_movements"."created_by")`) },
  work_order: { sql: ofActivity('work_order') },
  request_no: { sql: ofRequest('request_no') },
  registration: { sql: sql`coalesce(${ofActivity('registration')}, ${ofRequest('registration')})` },
  reversed_by_id: { sql: sql.raw(`(select r.id from stock_movements r where r.reverses_id = "stock_movements"."id")`) },
};

/**
 * GET /stock_movements (docs/modules/parts.md): the region's ledger, newest first, through the CRUD
 * engine's list. Movements are appended by server/modules/stock/movements.ts only, never edited.
 */
export const movementListDefinition = defineResource({
  name: 'stock_movements',
  table: stockMovements,
  schemas: resourceSchemas(z.object({})),
  access: { read: ['parts_tab'], write: ['parts_write'], scope: 'region' },
  search: ['lot', 'reference', 'cert_no', 'part_number'],
  filters: [
    'station_id',
    'material_id',
    'lot',
    'kind',
    'activity_id',
    'on_call_request_id',
    'transfer_id',
    'part_request_id',
    'stock_count_id',
    'reverses_id',
  ],
  ranges: ['moved_at'],
  sort: ['moved_at', 'station_code', 'part_number', 'kind', 'quantity', 'lot', 'created_at'],
  defaultSort: ['moved_at', 'DESC'],
  hidden: ['region_id'],
  computed: movementComputed,
});
