import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activeRegionId, isMemberOf, type Session } from '../../auth/session';
import { recordAudits } from '../../audit';
import { memberRegionsOnly } from '../../crud/regionScope';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { isSigned } from '../../core/workItem/activityFacts';
import { activityRegion, findActivity, type ActivityRow } from './queries';
import { followActivities } from '../../core/workItem/activityBookings';

/**
 * Who may reach which activity, and the one way every write to an activity goes: the same rules
 * as the generic engine (server/crud/regionScope.ts) — reads see the active region, writes reach
 * the caller's regions, anything else answers exactly like an id that does not exist.
 */

/** Reads: the active region only; without one, nothing. */
export function readableActivities(session: Session): SQL {
  const active = activeRegionId(session);
  return active === null ? sql`false` : eq(activities.region_id, active);
}

/** Writes: the records of the caller's regions, active or not. */
export const writableActivities = (session: Session): SQL => memberRegionsOnly(activities.region_id, session);

/**
 * The 404 of an activity the caller cannot read: a member of its region is told which region holds
 * it (`region_id`, so the browser can offer to switch); anyone else hears "not found".
 */
export async function activityNotFound(db: Database, session: Session, id: number): Promise<ApiError> {
  const regionId = await activityRegion(db, id);
  if (regionId === null || !isMemberOf(session, regionId)) return notFound();
  return new ApiError(404, 'errors.not_in_active_region', {}, undefined, { region_id: regionId });
}

/** The activity the caller may read, or its 404. */
export async function readableActivity(db: Database, session: Session, id: number): Promise<ActivityRow> {
  const row = await findActivity(db, id, readableActivities(session));
  if (!row) throw await activityNotFound(db, session, id);
  return row;
}

/**
 * Opens an activity for a write, locked until the transaction ends: 404 when the caller cannot
 * reach it, 409 once its return to service is signed (the record is final), 409 with the current
 * record when `version` is stale (the engine's conflict answer).
 */
export async function activityForWrite(tx: Database, session: Session, id: number, version?: number): Promise<ActivityRow> {
  const current = await findActivity(tx, id, writableActivities(session), true);
  if (!current) throw notFound();
  if (await isSigned(tx, id)) throw new ApiError(409, 'scheduled.locked');
  if (version !== undefined && current.version !== version) throw new ApiError(409, 'errors.conflict', {}, undefined, { current });
  return current;
}

/** One activity's change: its new column values and what its audit row keeps. */
export interface ActivityChangeToSave {
  id: number;
  columns: Partial<typeof activities.$inferInsert>;
  audit: { action?: string; changes: Record<string, unknown> };
}

/**
 * Saves a change made by a person: the version moves on, the activity is marked edited (re-planning
 * never touches it again) and the audit trail keeps what changed under resource 'activities'.
 */
export const saveActivityChange = (
  tx: Database,
  request: FastifyRequest,
  id: number,
  columns: ActivityChangeToSave['columns'],
  audit: ActivityChangeToSave['audit'],
): Promise<void> => saveActivityChanges(tx, request, [{ id, columns, audit }]);

/**
 * saveActivityChange for several activities (a batch of flight movements): one UPDATE per set of
 * columns changed, the values read from one JSON parameter as activities rows (so each is typed as
 * its column is), and one audit statement. Each activity at most once.
 */
export async function saveActivityChanges(tx: Database, request: FastifyRequest, changes: readonly ActivityChangeToSave[]): Promise<void> {
  if (new Set(changes.map((change) => change.id)).size !== changes.length) throw new Error('saveActivityChanges: an activity twice');
  const bySet = new Map<string, { id: number; values: Record<string, unknown> }[]>();
  for (const change of changes) {
    const values = columnValues(change.columns);
    const set = Object.keys(values).sort().join(',');
    bySet.set(set, [...(bySet.get(set) ?? []), { id: change.id, values }]);
  }
  for (const group of bySet.values()) {
    const columns = Object.keys(group[0].values);
    const rows = group.map((change) => ({ ...change.values, id: change.id }));
    await tx.execute(sql`
      update activities a set ${sql.join(
        columns.map((column) => sql`${sql.identifier(column)} = v.${sql.identifier(column)}`),
        sql`, `,
      )}${columns.length ? sql`, ` : sql``}edited = true, version = a.version + 1, updated_at = now()
      from json_populate_recordset(null::activities, ${JSON.stringify(rows)}::json) v
      where a.id = v.id`);
  }
  // Their resources are booked over their windows (docs/modules/resource_allocation.md): they follow a new time, a cancellation releases them.
  await followActivities(
    tx,
    request,
    changes.filter((change) => Object.keys(change.columns).some((column) => bookingColumns.has(column))).map((change) => change.id),
  );
  await recordAudits(
    tx,
    request,
    changes.map((change) => ({
      action: change.audit.action ?? 'update',
      resource: 'activities',
      recordId: change.id,
      changes: change.audit.changes,
    })),
  );
}

const activityColumns = getTableColumns(activities);

/** The values given, keyed by their database column; as in drizzle's set, an undefined value or a key of no column changes nothing. */
const columnValues = (columns: ActivityChangeToSave['columns']): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(columns).flatMap(([key, value]) =>
      value !== undefined && key in activityColumns ? [[activityColumns[key as keyof typeof activityColumns].name, value]] : [],
    ),
  );

/** The columns that move an activity's window or end it. */
const bookingColumns = new Set(['sta_at', 'std_at', 'eta_at', 'etd_at', 'ata_at', 'atd_at', 'status']);
