import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { belowThreshold, consumptionWindowDays, daysOfStockLeft } from '../../../model/modules/de_icing/fluidStock';
import type { Database } from '../../db/client';
import { airport, deIcingFluids, deIcingTreatments, materials, stations, stockLevels, stockMovements } from '../../db/schema';

/**
 * Litres used per station × material over the last week: consumption less what edits gave back.
 * One scan of the station's recent movements (stock_movements_station_material_idx).
 */
const consumedSince = (since: Date) => sql<number>`coalesce((
  select sum(-m.quantity) from stock_movements m
  where m.station_id = ${stations.id} and m.material_id = ${materials.id}
    and m.moved_at >= ${since.toISOString()}::timestamptz
    and (m.kind = 'consumption' or (m.kind = 'reversal' and m.de_icing_treatment_id is not null))
), 0)::float8`;

/** The materials de-icing fluids are kept as, with the fluid names and types they stand for. */
const fluidMaterials = sql`(select f.material_id, string_agg(f.name, ', ' order by f.name) as fluid_names, min(f.fluid_type) as fluid_type
  from de_icing_fluids f where f.material_id is not null group by f.material_id)`;

export interface StockRow {
  station_id: number;
  station_code: string;
  time_zone: string;
  region_id: number;
  material_id: number;
  part_number: string;
  description: string;
  fluid_names: string;
  fluid_type: string;
  quantity: number;
  minimum_quantity: number | null;
  threshold: number;
  consumed_last_7_days: number;
  days_left: number | null;
  below_threshold: boolean;
}

/**
 * Fluid stock per de-icing station × fluid material (a pair with no movement yet reads 0): quantity,
 * the threshold (the station's, else the material's minimum), the last week's use and the days left.
 */
export async function fluidStock(db: Database, scope: SQL, now: Date): Promise<StockRow[]> {
  const since = new Date(now.getTime() - consumptionWindowDays * 86_400_000);
  const fm = sql.raw('fm');
  const rows = await db
    .select({
      station_id: stations.id,
      station_code: stations.code,
      time_zone: airport.time_zone,
      region_id: stations.region_id,
      material_id: materials.id,
      part_number: materials.part_number,
      description: materials.description,
      fluid_names: sql<string>`${fm}.fluid_names`,
      fluid_type: sql<string>`${fm}.fluid_type`,
      quantity: sql<number>`coalesce(${stockLevels.quantity}, 0)::float8`,
      minimum_quantity: sql<number | null>`${stockLevels.minimum_quantity}::float8`,
      threshold: sql<number>`coalesce(${stockLevels.minimum_quantity}, ${materials.minimum_stock})::float8`,
      consumed: consumedSince(since),
    })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .innerJoin(sql`${fluidMaterials} fm`, sql`true`)
    .innerJoin(materials, sql`${materials.id} = ${fm}.material_id`)
    .leftJoin(stockLevels, and(eq(stockLevels.station_id, stations.id), eq(stockLevels.material_id, materials.id)))
    .where(and(scope, eq(stations.de_icing, true), eq(stations.active, true)))
    .orderBy(stations.code, materials.part_number);
  return rows.map(({ consumed, ...row }) => ({
    ...row,
    quantity: Number(row.quantity),
    threshold: Number(row.threshold),
    minimum_quantity: row.minimum_quantity === null ? null : Number(row.minimum_quantity),
    consumed_last_7_days: Number(consumed),
    days_left: daysOfStockLeft(Number(row.quantity), Number(consumed)),
    below_threshold: belowThreshold(Number(row.quantity), Number(row.threshold)),
  }));
}

/** Is this material one a de-icing fluid is kept as? Deliveries and thresholds here are for those only. */
export async function isFluidMaterial(db: Database, materialId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(deIcingFluids).where(eq(deIcingFluids.material_id, materialId));
  return Number(row?.n ?? 0) > 0;
}

/** A station's movements of the fluid materials, newest first, one page. */
export async function fluidMovements(
  db: Database,
  scope: SQL,
  filter: { station_id?: number; material_id?: number; lot?: string },
  page: { offset: number; limit: number },
) {
  const where = and(
    scope,
    filter.station_id ? eq(stockMovements.station_id, filter.station_id) : undefined,
    filter.material_id ? eq(stockMovements.material_id, filter.material_id) : undefined,
    // One batch: its delivery and every treatment that sprayed it (docs/modules/de_icing.md, "Crew and batch").
    filter.lot !== undefined ? eq(stockMovements.lot, filter.lot) : undefined,
    inArray(
      stockMovements.material_id,
      db
        .selectDistinct({ id: deIcingFluids.material_id })
        .from(deIcingFluids)
        .where(sql`${deIcingFluids.material_id} is not null`),
    ),
  );
  const rows = await db
    .select({
      id: stockMovements.id,
      station_id: stockMovements.station_id,
      station_code: stations.code,
      material_id: stockMovements.material_id,
      part_number: materials.part_number,
      kind: stockMovements.kind,
      quantity: stockMovements.quantity,
      moved_at: stockMovements.moved_at,
      reference: stockMovements.reference,
      batch_no: stockMovements.batch_no,
      lot: stockMovements.lot,
      reason: stockMovements.reason,
      de_icing_treatment_id: stockMovements.de_icing_treatment_id,
      registration: deIcingTreatments.registration,
      reverses_id: stockMovements.reverses_id,
      created_at: stockMovements.created_at,
    })
    .from(stockMovements)
    .innerJoin(stations, eq(stations.id, stockMovements.station_id))
    .innerJoin(materials, eq(materials.id, stockMovements.material_id))
    .leftJoin(deIcingTreatments, eq(deIcingTreatments.id, stockMovements.de_icing_treatment_id))
    .where(where)
    .orderBy(desc(stockMovements.moved_at), desc(stockMovements.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(stockMovements).where(where);
  return { rows: rows.map((r) => ({ ...r, quantity: Number(r.quantity) })), total: Number(n) };
}
