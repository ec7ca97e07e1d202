import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { deliverySchema, thresholdSchema } from '../../../model/modules/de_icing/treatmentSchemas';
import { recordAudit } from '../../audit';
import type { Database } from '../../db/client';
import { stockLevels } from '../../db/schema';
import { invalid } from '../../errors';
import { recordMovement } from '../stock';
import { isFluidMaterial } from './stockQueries';
import { memberStation, type StationFacts } from '../../core/stations';

/** A station of the caller's regions and a material a de-icing fluid is kept as; 422 on the field otherwise. */
async function fluidAtStation(tx: Database, request: FastifyRequest, stationId: number, materialId: number): Promise<StationFacts> {
  const station = await memberStation(tx, request.requireSession(), stationId);
  if (!station) throw invalid({ station_id: 'validation.reference_missing' });
  if (!(await isFluidMaterial(tx, materialId))) throw invalid({ material_id: 'de_icing.not_a_fluid' });
  return station;
}

/** Fluid received at a station: a receipt movement with its delivery note, the level raised with it. */
export async function receiveDelivery(tx: Database, request: FastifyRequest, body: z.infer<typeof deliverySchema>) {
  const station = await fluidAtStation(tx, request, body.station_id, body.material_id);
  const movement = await recordMovement(tx, {
    region_id: station.region_id,
    station_id: station.id,
    material_id: body.material_id,
    kind: 'receipt',
    quantity: body.litres,
    moved_at: new Date(body.delivered_at),
    reference: body.reference,
    batch_no: body.batch_no ?? null,
    created_by: request.requireSession().user.id,
  });
  await recordAudit(tx, request, { action: 'create', resource: 'stock_movements', recordId: movement.id, changes: body });
  return { id: movement.id, station_id: station.id, material_id: body.material_id, quantity: movement.quantity };
}

/** The station's own low-stock threshold for a fluid (a level row with no stock yet holds it too). */
export async function setThreshold(tx: Database, request: FastifyRequest, body: z.infer<typeof thresholdSchema>): Promise<void> {
  const station = await fluidAtStation(tx, request, body.station_id, body.material_id);
  await tx
    .insert(stockLevels)
    .values({
      station_id: station.id,
      material_id: body.material_id,
      region_id: station.region_id,
      quantity: 0,
      minimum_quantity: body.minimum_quantity,
    })
    .onConflictDoUpdate({
      target: [stockLevels.station_id, stockLevels.material_id],
      set: { minimum_quantity: body.minimum_quantity, updated_at: sql`now()`, version: sql`${stockLevels.version} + 1` },
    });
  await recordAudit(tx, request, {
    action: 'threshold',
    resource: 'stock_levels',
    recordId: `${station.id}:${body.material_id}`,
    changes: { minimum_quantity: body.minimum_quantity },
  });
}
