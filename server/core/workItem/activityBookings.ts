import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activityWindow, type TimeWindow } from '../../../model/core/activityWindow';
import type { Database } from '../../db/client';
import { lockCommitments } from '../../db/commitmentLocks';
import { activities, activityServices, resourceBookings } from '../../db/schema';
import { bookResource, moveBooking, releaseBookings, type BookingRow } from './bookResource';
import { findResource, type ResourceRow } from './resourceCatalogue';

/**
 * Shared kernel (server/core/workItem/): the resources an activity holds, as bookings over its
 * window. Direction: it came out of server/modules/resource_allocation/ so that Scheduled (the base
 * module) books its allocations and moves them with the activity without importing Resources, which
 * now depends on Scheduled only; it imports no server module.
 */

const minuteMs = 60_000;

/**
 * The period an activity holds its resources: its window on the stand (model activityWindow: actual,
 * else estimated, else scheduled times), at least a minute long as the booking needs an end after
 * its start. Null when the activity carries no time at all.
 */
export async function activityPeriod(tx: Database, activityId: number): Promise<(TimeWindow & { status: string }) | null> {
  const [row] = await tx
    .select({
      status: activities.status,
      sta_at: activities.sta_at,
      std_at: activities.std_at,
      eta_at: activities.eta_at,
      etd_at: activities.etd_at,
      ata_at: activities.ata_at,
      atd_at: activities.atd_at,
      service_minutes:
        sql<number>`(select coalesce(sum(s.standard_minutes), 0) from ${activityServices} s where s.activity_id = ${activities.id})`.mapWith(
          Number,
        ),
    })
    .from(activities)
    .where(eq(activities.id, activityId));
  const window = row ? activityWindow(row) : null;
  if (!window) return null;
  const end = window.end.getTime() > window.start.getTime() ? window.end : new Date(window.start.getTime() + minuteMs);
  return { start: window.start, end, status: row.status };
}

/** An allocation made on the activity's page is a booking over the activity's window (409 when the resource is booked then). */
export async function bookAllocation(
  tx: Database,
  request: FastifyRequest,
  activityId: number,
  resource: ResourceRow,
  allocation: { id: number; override_reason: string | null; allocated_by: number | null },
): Promise<BookingRow | null> {
  const period = await activityPeriod(tx, activityId);
  if (!period) return null;
  return bookResource(tx, request, {
    resource,
    period: { starts_at: period.start, ends_at: period.end },
    purpose: 'activity',
    activity_id: activityId,
    activity_allocation_id: allocation.id,
    override_reason: allocation.override_reason,
    booked_by: allocation.allocated_by,
  });
}

/** followActivity for several activities: only those holding live bookings have any to move (one statement finds them). */
export async function followActivities(tx: Database, request: FastifyRequest, activityIds: readonly number[]): Promise<void> {
  if (!activityIds.length) return;
  const holding = await tx
    .selectDistinct({ id: resourceBookings.activity_id })
    .from(resourceBookings)
    .where(
      and(
        inArray(resourceBookings.activity_id, [...activityIds]),
        eq(resourceBookings.purpose, 'activity'),
        isNull(resourceBookings.released_at),
      ),
    )
    .orderBy(resourceBookings.activity_id);
  for (const { id } of holding) await followActivity(tx, request, id!);
}

/**
 * After an activity's times or status change: its bookings follow its window (a clash refuses the
 * change with 409 naming the resource), and a cancelled activity releases them.
 */
export async function followActivity(tx: Database, request: FastifyRequest, activityId: number): Promise<void> {
  const period = await activityPeriod(tx, activityId);
  const live = and(
    eq(resourceBookings.activity_id, activityId),
    eq(resourceBookings.purpose, 'activity'),
    isNull(resourceBookings.released_at),
  );
  if (!period) return;
  if (period.status === 'cancelled') {
    await releaseBookings(tx, live);
    return;
  }
  const bookings = await tx.select().from(resourceBookings).where(live);
  // Moved bookings are judged against the resources' other bookings: wait for whoever is booking them (docs/concurrency.md).
  await lockCommitments(tx, {
    truck: bookings.flatMap((b) => b.truck_id ?? []),
    equipment: bookings.flatMap((b) => b.equipment_id ?? []),
    calibrated_tool: bookings.flatMap((b) => b.calibrated_tool_id ?? []),
  });
  for (const booking of bookings) {
    if (booking.starts_at.getTime() === period.start.getTime() && booking.ends_at.getTime() === period.end.getTime()) continue;
    const resourceId = (booking.truck_id ?? booking.equipment_id ?? booking.calibrated_tool_id)!;
    const resource = (await findResource(tx, booking.kind, resourceId, 'any'))!;
    await moveBooking(tx, request, resource, booking.id, { starts_at: period.start, ends_at: period.end });
  }
}
