import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activeRegionId, isMemberOf, type Session } from '../../auth/session';
import { recordAudit } from '../../audit';
import { memberRegionsOnly } from '../../crud/regionScope';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { isSigned } from '../../core/workItem/activityFacts';
import { activityRegion, findActivity, type ActivityRow } from './queries';
import { followActivity } from '../../core/workItem/activityBookings';

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

/**
 * Saves a change made by a person: the version moves on, the activity is marked edited (re-planning
 * never touches it again) and the audit trail keeps what changed under resource 'activities'.
 */
export async function saveActivityChange(
  tx: Database,
  request: FastifyRequest,
  id: number,
  columns: Partial<typeof activities.$inferInsert>,
  audit: { action?: string; changes: Record<string, unknown> },
): Promise<void> {
  await tx
    .update(activities)
    .set({ ...columns, edited: true, version: sql`${activities.version} + 1`, updated_at: sql`now()` })
    .where(eq(activities.id, id));
  // Its resources are booked over its window (docs/modules/resource_allocation.md): they follow a new time, a cancellation releases them.
  if (Object.keys(columns).some((column) => bookingColumns.has(column))) await followActivity(tx, request, id);
  await recordAudit(tx, request, { action: audit.action ?? 'update', resource: 'activities', recordId: id, changes: audit.changes });
}

/** The columns that move an activity's window or end it. */
const bookingColumns = new Set(['sta_at', 'std_at', 'eta_at', 'etd_at', 'ata_at', 'atd_at', 'status']);
