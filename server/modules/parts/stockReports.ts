import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TraceQuery } from '../../../model/modules/parts/movementSchemas';
import { activeRegionId, type Session } from '../../auth/session';
import { toRecord } from '../../crud/fields';
import type { Database } from '../../db/client';
import { materials, stations, stockLots, stockMovements, stockTransfers } from '../../db/schema';
import { invalid } from '../../errors';
import { movementFields } from './movementRow';

const memberRegions = (session: Session) => session.regions.map((r) => r.region_id);

/**
 * GET /stock/trace: where a serial (or batch) went and on which aircraft — every movement of it in
 * the caller's regions, oldest first, with the job's work order or request and registration; where
 * it is now, and what of it is on its way between stations.
 */
export async function traceLot(db: Database, session: Session, query: TraceQuery) {
  const lot = query.lot ?? '';
  const [material] = await db
    .select({ id: materials.id, part_number: materials.part_number, description: materials.description, tracking: materials.tracking })
    .from(materials)
    .where(eq(materials.id, query.material_id));
  if (!material) throw invalid({ material_id: 'validation.reference_missing' });
  const regions = memberRegions(session);
  const ofLot = (table: typeof stockMovements | typeof stockLots | typeof stockTransfers) =>
    and(eq(table.material_id, material.id), eq(table.lot, lot));
  const [movements, whereNow, inTransit] = await Promise.all([
    db
      .select(movementFields.selection)
      .from(stockMovements)
      .where(and(ofLot(stockMovements), inArray(stockMovements.region_id, regions)))
      .orderBy(asc(stockMovements.moved_at), asc(stockMovements.id)),
    db
      .select({ station_id: stockLots.station_id, station_code: stations.code, quantity: stockLots.quantity })
      .from(stockLots)
      .innerJoin(stations, eq(stations.id, stockLots.station_id))
      .where(and(ofLot(stockLots), gt(stockLots.quantity, 0), inArray(stockLots.region_id, regions)))
      .orderBy(stations.code),
    db
      .select({
        id: stockTransfers.id,
        from_station_id: stockTransfers.from_station_id,
        to_station_id: stockTransfers.to_station_id,
        quantity: stockTransfers.quantity,
        expected_at: stockTransfers.expected_at,
      })
      .from(stockTransfers)
      .where(
        and(
          ofLot(stockTransfers),
          eq(stockTransfers.status, 'in_transit'),
          sql`(${inArray(stockTransfers.region_id, regions)} or ${inArray(stockTransfers.to_region_id, regions)})`,
        ),
      ),
  ]);
  return {
    material,
    lot,
    movements: movements.map((row) => toRecord(movementFields, row)),
    where_now: whereNow.map((row) => ({ ...row, quantity: Number(row.quantity) })),
    in_transit: inTransit.map((row) => ({ ...row, quantity: Number(row.quantity) })),
  };
}

/**
 * GET /stock/valuation: the value of the stock of a station (or of the active region) per material
 * and currency — quantity × the material's unit cost — and the totals per currency (never summed
 * across currencies). A material without a unit cost is listed with no value.
 */
export async function stockValuation(db: Database, session: Session, stationId: number | undefined) {
  const region = activeRegionId(session) ?? 0;
  const lines = await db
    .select({
      material_id: materials.id,
      part_number: materials.part_number,
      description: materials.description,
      quantity: sql<number>`sum(${stockLots.quantity})::float8`,
      unit_cost: sql<number | null>`${materials.unit_cost}::float8`,
      currency: materials.currency,
      value: sql<number | null>`(sum(${stockLots.quantity}) * ${materials.unit_cost})::float8`,
    })
    .from(stockLots)
    .innerJoin(materials, eq(materials.id, stockLots.material_id))
    .where(and(eq(stockLots.region_id, region), stationId ? eq(stockLots.station_id, stationId) : undefined, gt(stockLots.quantity, 0)))
    .groupBy(materials.id)
    .orderBy(materials.part_number);
  const totals = new Map<string, number>();
  for (const line of lines)
    if (line.value !== null) totals.set(line.currency, Math.round(((totals.get(line.currency) ?? 0) + Number(line.value)) * 100) / 100);
  return {
    lines: lines.map((line) => ({
      ...line,
      quantity: Number(line.quantity),
      unit_cost: line.unit_cost === null ? null : Number(line.unit_cost),
      value: line.value === null ? null : Number(line.value),
    })),
    total_by_currency: [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, value]) => ({ currency, value })),
  };
}
