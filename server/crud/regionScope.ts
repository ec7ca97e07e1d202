import { getTableColumns, inArray, isNull, or, eq, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { activeRegionId, isMemberOf, type Session } from '../auth/session';
import { forbidden, invalid } from '../errors';
import type { Queryable, ResourceDefinition } from './definition';
import { inlineValues, type ValueBinding } from './valueBinding';

/**
 * What a caller hears when the only reason for a refusal is a record of a region they are not a
 * member of (a unique value it holds …): the words of any other refusal, which confirm nothing.
 */
export const hiddenRecordRefusal = 'errors.forbidden';

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
 * The ids of the caller's regions, for an `inArray` of the tabs' own queries; never empty ([0] matches
 * nothing), as `inArray` needs a value.
 */
export const memberRegions = (session: Session): number[] => {
  const ids = session.regions.map((r) => r.region_id);
  return ids.length ? ids : [0];
};

/** Rows of a region-owned table the caller may know of: their regions' and those of every region. */
export function memberRegionsOnly(column: PgColumn, session: Session): SQL {
  return or(
    isNull(column),
    inArray(
      column,
      session.regions.map((r) => r.region_id),
    ),
  )!;
}

/**
 * The records a write, an import match or a reference may reach: those of the caller's regions,
 * active or not. Any other record answers as if it did not exist (404, "does not exist").
 */
export function writeScope(definition: ResourceDefinition, session: Session): SQL | undefined {
  return definition.access.scope === 'global' ? undefined : memberRegionsOnly(regionColumn(definition), session);
}

/** The JavaScript twin of writeScope for a record already read. */
export function isHiddenFrom(definition: ResourceDefinition, session: Session, regionId: unknown): boolean {
  if (definition.access.scope === 'global' || regionId === null || regionId === undefined) return false;
  return !isMemberOf(session, Number(regionId));
}

/**
 * A write may only touch a region the caller belongs to (docs/security.md); a record of every
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

type RegionOwnedTable = PgTable & { id: PgColumn; region_id: PgColumn };
const regionOwnedReferencesCache = new WeakMap<ResourceDefinition, [field: string, table: RegionOwnedTable][]>();

/**
 * The fields pointing at records that belong to a region (stations …), found from the table's
 * foreign keys so that a resource added later is guarded without declaring anything.
 */
function regionOwnedReferences(definition: ResourceDefinition): [field: string, table: RegionOwnedTable][] {
  let found = regionOwnedReferencesCache.get(definition);
  if (!found) {
    found = [];
    for (const foreignKey of getTableConfig(definition.table).foreignKeys) {
      const reference = foreignKey.reference();
      const target = reference.foreignTable as RegionOwnedTable;
      if ('region_id' in getTableColumns(target)) found.push([reference.columns[0].name, target]);
    }
    regionOwnedReferencesCache.set(definition, found);
  }
  return found;
}

/**
 * A referenced record of a region the caller is not a member of reads exactly like one that does
 * not exist; stations (…) named in `sameRegionReferences` must also be in the record's own region.
 */
export async function assertSameRegionReferences(
  db: Queryable,
  definition: ResourceDefinition,
  session: Session,
  values: Record<string, unknown>,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [field, table] of regionOwnedReferences(definition)) {
    const id = values[field];
    if (typeof id !== 'number') continue;
    const [row] = (await db
      .select({ region_id: table.region_id })
      .from(table)
      .where(inArray(table.id, [id]))
      .limit(1)) as { region_id: number | null }[];
    if (!row || (row.region_id !== null && !isMemberOf(session, row.region_id))) errors[field] = 'validation.reference_missing';
    else if (
      definition.sameRegionReferences?.[field] &&
      values.region_id !== null &&
      values.region_id !== undefined &&
      row.region_id !== values.region_id
    ) {
      errors[field] = 'validation.reference_other_region';
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
