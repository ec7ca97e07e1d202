import { and, asc, desc, eq, isNotNull, like, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RequestStatus } from '../../../model/modules/on_call/enums';
import { recordAudit } from '../../audit';
import { activeRegionId, type Session } from '../../auth/session';
import type { Database } from '../../db/client';
import {
  activities,
  expenses,
  onCallEvents,
  onCallExpenses,
  onCallRequests,
  onCallRts,
  onCallTechnicians,
  technicians,
  users,
} from '../../db/schema';
import { ApiError, notFound } from '../../errors';

export const finalStatuses: readonly RequestStatus[] = ['closed', 'cancelled'];

export type RequestRow = typeof onCallRequests.$inferSelect;

/** The caller's active region: requests are taken and read there only. */
export function requestRegion(session: Session): number {
  const regionId = activeRegionId(session);
  if (regionId === null) throw new ApiError(403, 'validation.region_needed');
  return regionId;
}

/** A request of the caller's active region (another region's is a 404), locked for a write. */
export async function findRequest(db: Database, session: Session, id: number, forUpdate = false): Promise<RequestRow> {
  const query = db
    .select()
    .from(onCallRequests)
    .where(and(eq(onCallRequests.id, id), eq(onCallRequests.region_id, requestRegion(session))));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** A stale copy is a 409 carrying the request as it is now. */
export function assertVersion(current: RequestRow, version: number): void {
  if (current.version !== version) throw new ApiError(409, 'errors.conflict', {}, undefined, { current });
}

/**
 * Records a change of the request: its version moves on (so the live trigger fires and other copies
 * hear 409) and the audit row joins the request's history.
 */
export async function touchRequest(
  tx: Database,
  request: FastifyRequest,
  id: number,
  audit: { action: string; changes: Record<string, unknown> },
  columns: Partial<typeof onCallRequests.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(onCallRequests)
    .set({ ...columns, version: sql`${onCallRequests.version} + 1`, updated_at: sql`now()` })
    .where(eq(onCallRequests.id, id));
  await recordAudit(tx, request, { action: audit.action, resource: 'on_call_requests', recordId: id, changes: audit.changes });
}

/** Open requests of the region for the same registration: the intake warns of a duplicate. */
export async function openDuplicates(db: Database, regionId: number, registration: string, exceptId?: number) {
  return db
    .select({ id: onCallRequests.id, request_no: onCallRequests.request_no, status: onCallRequests.status })
    .from(onCallRequests)
    .where(
      and(
        eq(onCallRequests.region_id, regionId),
        eq(onCallRequests.registration, registration.trim().toUpperCase()),
        notInArray(onCallRequests.status, [...finalStatuses]),
        exceptId === undefined ? undefined : sql`${onCallRequests.id} <> ${exceptId}`,
      ),
    )
    .orderBy(desc(onCallRequests.requested_at));
}

/** The last aircraft type known for a registration, from the activities and the on-call requests. */
export async function lastKnownType(db: Database, registration: string): Promise<number | null> {
  const reg = registration.trim().toUpperCase();
  const [fromActivity] = await db
    .select({ type: activities.aircraft_type_id, at: activities.updated_at })
    .from(activities)
    .where(eq(activities.registration, reg))
    .orderBy(desc(activities.updated_at))
    .limit(1);
  const [fromRequest] = await db
    .select({ type: onCallRequests.aircraft_type_id, at: onCallRequests.updated_at })
    .from(onCallRequests)
    .where(and(eq(onCallRequests.registration, reg), isNotNull(onCallRequests.aircraft_type_id)))
    .orderBy(desc(onCallRequests.updated_at))
    .limit(1);
  const latest = [fromActivity, fromRequest].filter(Boolean).sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())[0];
  return latest?.type ?? null;
}

/** The numbers already taken with a prefix (AOG-AMS-261125-), to number the next one. */
export async function takenNumbers(db: Database, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ no: onCallRequests.request_no })
    .from(onCallRequests)
    .where(like(onCallRequests.request_no, `${prefix}%`));
  return rows.map((row) => row.no);
}

/** The crew, the steps, the parts, the expenses (without the receipt bytes) and the RTS of a request. */
export async function requestParts(db: Database, id: number) {
  const crew = await db
    .select({
      id: onCallTechnicians.id,
      technician_id: onCallTechnicians.technician_id,
      name: technicians.name,
      user_id: technicians.user_id,
      role: onCallTechnicians.role,
      worked_minutes: onCallTechnicians.worked_minutes,
      override_reason: onCallTechnicians.override_reason,
      overridden_rules: onCallTechnicians.overridden_rules,
    })
    .from(onCallTechnicians)
    .innerJoin(technicians, eq(technicians.id, onCallTechnicians.technician_id))
    .where(eq(onCallTechnicians.request_id, id))
    .orderBy(asc(onCallTechnicians.role), asc(technicians.name));
  const events = await db
    .select({
      id: onCallEvents.id,
      from_status: onCallEvents.from_status,
      to_status: onCallEvents.to_status,
      at: onCallEvents.at,
      recorded_by_name: users.name,
      note: onCallEvents.note,
    })
    .from(onCallEvents)
    .leftJoin(users, eq(users.id, onCallEvents.recorded_by))
    .where(eq(onCallEvents.request_id, id))
    .orderBy(asc(onCallEvents.at), asc(onCallEvents.id));
  const costs = await db
    .select({
      id: onCallExpenses.id,
      expense_id: onCallExpenses.expense_id,
      expense_code: expenses.code,
      expense_name: expenses.name,
      technician_id: onCallExpenses.technician_id,
      quantity: onCallExpenses.quantity,
      rate: onCallExpenses.rate,
      amount: onCallExpenses.amount,
      currency: onCallExpenses.currency,
      incurred_at: onCallExpenses.incurred_at,
      remarks: onCallExpenses.remarks,
      receipt_name: onCallExpenses.receipt_name,
      has_receipt: sql<boolean>`${onCallExpenses.receipt_path} is not null`,
    })
    .from(onCallExpenses)
    .innerJoin(expenses, eq(expenses.id, onCallExpenses.expense_id))
    .where(eq(onCallExpenses.request_id, id))
    .orderBy(asc(onCallExpenses.incurred_at), asc(onCallExpenses.id));
  const [rts] = await db
    .select({ signed_at: onCallRts.signed_at, technician_name: technicians.name, licence: onCallRts.licence })
    .from(onCallRts)
    .innerJoin(technicians, eq(technicians.id, onCallRts.technician_id))
    .where(eq(onCallRts.request_id, id));
  return { crew, events, expenses: costs, rts: rts ?? null };
}
