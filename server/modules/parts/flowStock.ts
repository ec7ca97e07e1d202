import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { materials } from '../../db/schema';
import { ApiError, invalid } from '../../errors';
import { ruleRefusal, type RuleVerdict } from '../scheduled/activityWork';
import { memberStation, type StationFacts } from '../de_icing/treatmentQueries';
import { SerialInStock, StockShortage } from '../stock/movements';

/** What the transfers, part requests and counts share: their stations, materials and refusals. */

/** A station of the caller's regions; another region's or none is a 422 on the field (it names nothing the caller may use). */
export async function stationOfCaller(tx: Database, session: Session, stationId: number, field: string): Promise<StationFacts> {
  const station = await memberStation(tx, session, stationId);
  if (!station) throw invalid({ [field]: 'validation.reference_missing' });
  return station;
}

export interface MaterialFacts {
  id: number;
  part_number: string;
  tracking: 'none' | 'batch' | 'serial';
}

export async function materialFacts(tx: Database, materialId: number, field = 'material_id'): Promise<MaterialFacts> {
  const [row] = await tx.select({ id: materials.id, part_number: materials.part_number, tracking: materials.tracking }).from(materials).where(eq(materials.id, materialId));
  if (!row) throw invalid({ [field]: 'validation.reference_missing' });
  return row;
}

/** Each flow answers in its own words (i18n/server `parts.<flow>.*`). */
export type PartsFlow = 'transfer' | 'part_request' | 'count';

/** Refuses with every failed rule's text under `field`, when any failed. */
export function assertRules(request: FastifyRequest, flow: PartsFlow, field: string, failures: readonly RuleVerdict[]): void {
  if (failures.some((failure) => !failure.ok)) throw ruleRefusal(request, field, failures, `parts.${flow}.rules_failed`);
}

/** A list definition's computed fields as columns of a select, for the one-record reads that show what the list shows. */
export function computedSelection<T extends Record<string, { sql: SQL<unknown> }>>(computed: T): { [K in keyof T]: T[K]['sql'] } {
  return Object.fromEntries(Object.entries(computed).map(([name, field]) => [name, field.sql])) as { [K in keyof T]: T[K]['sql'] };
}

/** A stale version is a 409 carrying the record as it is now. */
export const staleVersion = (current: object) => new ApiError(409, 'errors.conflict', {}, undefined, { current });

/**
 * The movement service's refusals in the stock endpoints' words (i18n/server `parts.*`): not enough
 * stock is a 422 on `quantity`, a serial already in stock one on `lot`; anything else is not a refusal.
 */
export async function withStockRefusals<T>(partNumber: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StockShortage) {
      throw new ApiError(422, 'validation.invalid_input', { part_number: partNumber, requested: error.requested, available: error.available }, { quantity: ['parts.stock_insufficient'] });
    }
    if (error instanceof SerialInStock) throw new ApiError(422, 'validation.invalid_input', { part_number: partNumber, serial: error.lot }, { lot: ['parts.serial_in_stock'] });
    throw error;
  }
}
