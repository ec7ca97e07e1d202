import { eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { activeRegionId, isMemberOf, type Session } from '../auth/session';
import { forbidden, invalid } from '../errors';
import type { Queryable, ResourceDefinition } from './definition';
import { inlineValues, type ValueBinding } from './valueBinding';

function regionColumn(definition: ResourceDefinition): PgColumn {
  return (definition.table as unknown as { region_id: PgColumn }).region_id;
}

/**
 * Reads of region-owned records see the active region only (plus, for memos, the ones for
 * every region). Without an active region they see nothing rather than everything.
 */
export function readScope(definition: ResourceDefinition, session: Session, bind: ValueBinding = inlineValues): SQL | undefined {
  const { scope } = definition.access;
  if (scope === 'global') return undefined;
  const active = activeRegionId(session);
  const column = regionColumn(definition);
  if (scope === 'region_or_global') return active === null ? isNull(column) : or(eq(column, bind.value(active)), isNull(column));
  return active === null ? sql`false` : eq(column, bind.value(active));
}

/**
 * A write may only touch a region the caller belongs to (design.md "Data"); a record of every
 * region (memos without region) needs the resource's global-write permission.
 */
export function assertMayWriteRegion(definition: ResourceDefinition, session: Session, regionId: unknown): void {
  const { scope, globalWrite } = definition.access;
  if (scope === 'global') return;
  if (regionId === null || regionId === undefined) {
    if (scope === 'region_or_global' && globalWrite && session.permissions.has(globalWrite)) return;
    throw forbidden('region.not_member');
  }
  if (!isMemberOf(session, Number(regionId))) throw forbidden('region.not_member');
}

/** On create, a missing region_id means the caller's active region. */
export function defaultRegion(definition: ResourceDefinition, session: Session, values: Record<string, unknown>): void {
  if (definition.access.scope === 'global' || values.region_id !== undefined) return;
  const active = activeRegionId(session);
  if (active === null) throw invalid({ region_id: 'validation.region_needed' });
  values.region_id = active;
}

/** Referenced stations (…) must belong to the record's own region. */
export async function assertSameRegionReferences(
  db: Queryable,
  definition: ResourceDefinition,
  values: Record<string, unknown>,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [field, table] of Object.entries(definition.sameRegionReferences ?? {})) {
    const id = values[field];
    if (typeof id !== 'number') continue;
    const [row] = await db.select({ region_id: table.region_id }).from(table).where(inArray(table.id, [id])).limit(1);
    if (!row) errors[field] = 'validation.reference_missing';
    else if (values.region_id !== null && values.region_id !== undefined && row.region_id !== values.region_id) {
      errors[field] = 'validation.reference_other_region';
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
