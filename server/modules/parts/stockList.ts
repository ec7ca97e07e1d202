import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { materialTrackings } from '../../../model/modules/parts/enums';
import { defaultShelfLifeAlertDays, expiryStatuses } from '../../../model/modules/parts/stockDerivation';
import { materialCategories } from '../../../model/resources/enums';
import { resourceSchemas } from '../../../model/resources/resourceSchemas';
import { defineResource } from '../../crud/definition';
import { booleanLike } from '../../crud/filterValues';
import { stockLots } from '../../db/schema';

/** A column of the lot's material (materials are global), correlated on the lot. */
const ofMaterial = (expression: string) => sql.raw(`(select ${expression} from materials m where m.id = "stock_lots"."material_id")`);
/** The station's level of the lot's material: its total, and its own minimum if set. */
const ofLevel = (column: string) =>
  sql.raw(
    `(select l.${column}::float8 from stock_levels l where l.station_id = "stock_lots"."station_id" and l.material_id = "stock_lots"."material_id")`,
  );
const minimum = sql.raw(`coalesce(
  (select l.minimum_quantity from stock_levels l where l.station_id = "stock_lots"."station_id" and l.material_id = "stock_lots"."material_id"),
  (select m.minimum_stock from materials m where m.id = "stock_lots"."material_id"))::float8`);
/**
 * model/modules/parts/stockDerivation.ts expiryStatus in SQL, with the company's lead time
 * (app_settings.shelf_life_alert_days): the expiry day itself is 'expiring', the day after 'expired'.
 */
const expiry = sql.raw(`case
  when "stock_lots"."expires_on" is null then null
  when "stock_lots"."expires_on" < current_date then 'expired'
  when "stock_lots"."expires_on" <= current_date + coalesce((select a.shelf_life_alert_days from app_settings a order by a.id limit 1), ${defaultShelfLifeAlertDays}) then 'expiring'
  else 'ok' end`);

/**
 * GET /stock (docs/modules/parts.md): the region's lots with their material, station, certificate,
 * value and the station's level against its minimum, through the CRUD engine's list (active-region
 * scope, filters, sort, paging, Content-Range). Lots are written by movements only
 * (server/modules/stock/movements.ts), so this definition serves the list and is no CRUD resource.
 */
export const stockListDefinition = defineResource({
  name: 'stock',
  table: stockLots,
  schemas: resourceSchemas(z.object({})),
  access: { read: ['parts_tab'], write: ['parts_write'], scope: 'region' },
  search: ['lot', 'part_number', 'description'],
  filters: ['station_id', 'material_id', 'lot', 'category', 'tracking', 'below_minimum', 'expiry_status', 'in_stock', 'part_cert_id'],
  ranges: ['expires_on', 'quantity'],
  sort: [
    'station_code',
    'part_number',
    'description',
    'lot',
    'quantity',
    'expires_on',
    'value',
    'station_total',
    'minimum',
    'category',
    'updated_at',
  ],
  defaultSort: ['part_number', 'ASC'],
  hidden: ['region_id'],
  computed: {
    station_code: { sql: sql.raw(`(select st.code from stations st where st.id = "stock_lots"."station_id")`) },
    part_number: { sql: ofMaterial('m.part_number') },
    description: { sql: ofMaterial('m.description') },
    category: { sql: ofMaterial('m.category'), filter: z.enum(materialCategories) },
    tracking: { sql: ofMaterial('m.tracking'), filter: z.enum(materialTrackings) },
    measure_code: {
      sql: sql.raw(`(select ms.code from materials m join measures ms on ms.id = m.measure_id where m.id = "stock_lots"."material_id")`),
    },
    unit_cost: { sql: ofMaterial('m.unit_cost::float8') },
    currency: { sql: ofMaterial('m.currency') },
    value: {
      sql: sql.raw(`("stock_lots"."quantity" * (select m.unit_cost from materials m where m.id = "stock_lots"."material_id"))::float8`),
    },
    part_cert_code: { sql: sql.raw(`(select pc.code from part_cert pc where pc.id = "stock_lots"."part_cert_id")`) },
    station_total: { sql: ofLevel('quantity') },
    minimum: { sql: minimum },
    below_minimum: { sql: sql`(${ofLevel('quantity')} < ${minimum})`, filter: booleanLike },
    expiry_status: { sql: expiry, filter: z.enum(expiryStatuses) },
    in_stock: { sql: sql.raw(`("stock_lots"."quantity" > 0)`), filter: booleanLike },
  },
});
