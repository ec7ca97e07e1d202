import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { ApiError, invalid } from '../../errors';
import { ruleRefusal, type RuleVerdict } from '../../core/ruleRefusal';
import { memberStation, type StationFacts } from '../../core/stations';

/** What the transfers, part requests and counts share: their stations, refusals and one-record reads. */

/** A station of the caller's regions; another region's or none is a 422 on the field (it names nothing the caller may use). */
export async function stationOfCaller(tx: Database, session: Session, stationId: number, field: string): Promise<StationFacts> {
  const station = await memberStation(tx, session, stationId);
  if (!station) throw invalid({ [field]: 'validation.reference_missing' });
  return station;
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
