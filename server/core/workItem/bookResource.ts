import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { BookingPurpose, Period } from '../../../model/modules/resource_allocation';
import type { Database } from '../../db/client';
import { resourceBookings } from '../../db/schema';
import { postgresError } from '../../crud/databaseErrors';
import { ApiError } from '../../errors';
import { bookingJoinsSql, bookingLabelSql } from './bookingLabels';
import { resourceTables, type ResourceRow } from './resourceCatalogue';

/**
 * Shared kernel of the work items (server/core/workItem/): the booking ledger of trucks, equipment and
 * calibrated tools, which the database keeps from overlapping. Scheduled activities, On-Call requests
 * and De-Icing treatments book through it, as do the Resources tab's own bookings, transfers and
 * calibrations. Direction: it came out of server/modules/resource_allocation/ so that Scheduled (the
 * base module) books without importing Resources; the modules import this layer, it imports no server module.
 */

export type BookingRow = typeof resourceBookings.$inferSelect;

export interface NewBooking {
  resource: ResourceRow;
  period: { starts_at: Date; ends_at: Date };
  purpose: BookingPurpose;
  activity_id?: number | null;
  activity_allocation_id?: number | null;
  on_call_request_id?: number | null;
  de_icing_treatment_id?: number | null;
  resource_transfer_id?: number | null;
  note?: string | null;
  override_reason?: string | null;
  booked_by: number | null;
}

export interface Conflict {
  booking_id: number;
  starts_at: string;
  ends_at: string;
  label: string;
}

const exclusionViolated = (error: unknown) => postgresError(error)?.code === '23P01';

/** The live bookings of the resource that overlap the period (half-open), but `exceptId`. */
export async function conflictsWith(
  tx: Database,
  resource: Pick<ResourceRow, 'kind' | 'id'>,
  period: Period,
  exceptId?: number,
): Promise<Conflict[]> {
  const column = resourceTables[resource.kind].column;
  const { rows } = (await tx.execute(sql`
    select b.id as booking_id, b.starts_at, b.ends_at, ${bookingLabelSql} as label
    from resource_bookings b ${bookingJoinsSql}
    where b.released_at is null and b.kind = ${resource.kind} and b.${sql.identifier(column)} = ${resource.id}
      and b.id <> ${exceptId ?? 0}
      and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(${new Date(period.starts_at).toISOString()}::timestamptz, ${new Date(period.ends_at).toISOString()}::timestamptz, '[)')
    order by b.starts_at`)) as { rows: { booking_id: number; starts_at: string | Date; ends_at: string | Date; label: string }[] };
  return rows.map((row) => ({
    booking_id: Number(row.booking_id),
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
    label: row.label,
  }));
}

/**
 * The 409 of an overlap (`errors.starts_at` and `conflicts`), whoever lost the race: the
 * database's exclusion constraint `resource_bookings_no_overlap` refused the write.
 */
async function overlapRefusal(
  tx: Database,
  request: FastifyRequest,
  resource: ResourceRow,
  period: Period,
  exceptId?: number,
): Promise<ApiError> {
  const conflicts = await conflictsWith(tx, resource, period, exceptId);
  const texts = conflicts.map((conflict) =>
    request.t('resource_allocation.booked_by', {
      resource: resource.label,
      label: conflict.label,
      starts_at: conflict.starts_at,
      ends_at: conflict.ends_at,
    }),
  );
  return new ApiError(409, 'resource_allocation.overlap', { resource: resource.label }, undefined, {
    errors: { starts_at: texts.length ? texts : [request.t('resource_allocation.overlap', { resource: resource.label })] },
    conflicts,
  });
}

/**
 * Runs a booking write in a savepoint so that the exclusion constraint's refusal (SQLSTATE 23P01,
 * on PostgreSQL and PGlite alike) leaves the transaction usable to name the conflicts; the caller's
 * transaction is then rolled back by the 409.
 */
async function refereed<T>(
  tx: Database,
  request: FastifyRequest,
  resource: ResourceRow,
  period: Period,
  write: (savepoint: Database) => Promise<T>,
  exceptId?: number,
): Promise<T> {
  try {
    return await tx.transaction((savepoint) => write(savepoint as unknown as Database));
  } catch (error) {
    if (exclusionViolated(error)) throw await overlapRefusal(tx, request, resource, period, exceptId);
    throw error;
  }
}

/**
 * Books a resource: the one way a booking is made, from the Resources tab, an activity's
 * allocation, an on-call dispatch, a de-icing treatment or a transfer. The rules are the caller's
 * (each page has its own permission to override them); the overlap is the database's.
 */
export async function bookResource(tx: Database, request: FastifyRequest, booking: NewBooking): Promise<BookingRow> {
  const { resource, period } = booking;
  return refereed(tx, request, resource, period, async (savepoint) => {
    const [row] = await savepoint
      .insert(resourceBookings)
      .values({
        region_id: resource.region_id,
        station_id: resource.station_id,
        kind: resource.kind,
        [resourceTables[resource.kind].column]: resource.id,
        starts_at: period.starts_at,
        ends_at: period.ends_at,
        purpose: booking.purpose,
        activity_id: booking.activity_id ?? null,
        activity_allocation_id: booking.activity_allocation_id ?? null,
        on_call_request_id: booking.on_call_request_id ?? null,
        de_icing_treatment_id: booking.de_icing_treatment_id ?? null,
        resource_transfer_id: booking.resource_transfer_id ?? null,
        note: booking.note ?? null,
        override_reason: booking.override_reason ?? null,
        booked_by: booking.booked_by,
      })
      .returning();
    return row;
  });
}

/** Moves a live booking to a new period (a drag, or its activity retimed); the overlap is refereed like a new one. */
export async function moveBooking(
  tx: Database,
  request: FastifyRequest,
  resource: ResourceRow,
  bookingId: number,
  period: { starts_at: Date; ends_at: Date },
): Promise<BookingRow> {
  return refereed(
    tx,
    request,
    resource,
    period,
    async (savepoint) => {
      const [row] = await savepoint
        .update(resourceBookings)
        .set({
          starts_at: period.starts_at,
          ends_at: period.ends_at,
          version: sql`${resourceBookings.version} + 1`,
          updated_at: new Date(),
        })
        .where(and(eq(resourceBookings.id, bookingId), isNull(resourceBookings.released_at)))
        .returning();
      return row;
    },
    bookingId,
  );
}

/** Releases live bookings (kept for traceability with released_at): by id, or all of a job's. */
export async function releaseBookings(tx: Database, where: SQL | undefined, now = new Date()): Promise<BookingRow[]> {
  return tx
    .update(resourceBookings)
    .set({ released_at: now, version: sql`${resourceBookings.version} + 1`, updated_at: now })
    .where(and(where, isNull(resourceBookings.released_at)))
    .returning();
}
