import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bookingOverridePolicy } from '../../../model/modules/resource_allocation/availabilityRules';
import type { BookingCreate, BookingMove } from '../../../model/modules/resource_allocation/bookingSchemas';
import type { BookableKind } from '../../../model/modules/resource_allocation/enums';
import { recordAudit } from '../../audit';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activities, deIcingTreatments, onCallRequests, resourceBookings } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../errors';
import { ruleOverride } from '../../core/ruleOverride';
import { judgeAvailability } from '../../core/workItem/availability';
import { bookResource, moveBooking, releaseBookings, type BookingRow } from '../../core/workItem/bookResource';
import { findResource } from '../../core/workItem/resourceCatalogue';

const memberRegions = (session: Session) => session.regions.map((region) => region.region_id);

/** The job a booking names must be of the resource's region (another region's is as if it did not exist). */
async function assertJobOfRegion(tx: Database, body: BookingCreate, regionId: number): Promise<void> {
  const jobs = [
    { id: body.activity_id, table: activities, field: 'activity_id' },
    { id: body.on_call_request_id, table: onCallRequests, field: 'on_call_request_id' },
    { id: body.de_icing_treatment_id, table: deIcingTreatments, field: 'de_icing_treatment_id' },
  ] as const;
  for (const job of jobs) {
    if (job.id === undefined) continue;
    const [row] = await tx
      .select({ id: job.table.id })
      .from(job.table)
      .where(and(eq(job.table.id, job.id), eq(job.table.region_id, regionId)));
    if (!row) throw invalid({ [job.field]: 'validation.reference_missing' });
  }
}

/** The resource of one of the caller's regions, locked for the booking; a 422 on resource_id otherwise. */
async function bookableResource(tx: Database, session: Session, kind: BookableKind, id: number) {
  const resource = await findResource(tx, kind, id, memberRegions(session), true);
  if (!resource) throw invalid({ resource_id: 'validation.reference_missing' });
  return resource;
}

/**
 * POST /resource_bookings: the availability rules (a service or insurance date set aside with a
 * written reason by resources_write; never a status, a calibration or a transit: 145.A.40), then the database's
 * exclusion constraint for the overlap. Audited.
 */
export async function createBooking(tx: Database, request: FastifyRequest, session: Session, body: BookingCreate): Promise<BookingRow> {
  const resource = await bookableResource(tx, session, body.kind, body.resource_id);
  await assertJobOfRegion(tx, body, resource.region_id);
  const period = { starts_at: body.starts_at, ends_at: body.ends_at };
  const override = ruleOverride(
    request,
    session,
    await judgeAvailability(tx, resource, period),
    'resource_id',
    body.override_reason,
    bookingOverridePolicy,
  );
  const booking = await bookResource(tx, request, {
    resource,
    period,
    purpose: body.purpose,
    activity_id: body.activity_id,
    on_call_request_id: body.on_call_request_id,
    de_icing_treatment_id: body.de_icing_treatment_id,
    note: body.note,
    override_reason: override.override_reason,
    booked_by: session.user.id,
  });
  await recordAudit(tx, request, {
    action: 'create',
    resource: 'resource_bookings',
    recordId: booking.id,
    changes: { ...body, label: resource.label, ...override },
  });
  return booking;
}

/** A live booking of the caller's regions, locked; a 404 otherwise. */
async function lockBooking(tx: Database, session: Session, id: number): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(resourceBookings)
    .where(
      and(eq(resourceBookings.id, id), inArray(resourceBookings.region_id, memberRegions(session).length ? memberRegions(session) : [0])),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

const resourceIdOf = (row: BookingRow) => (row.truck_id ?? row.equipment_id ?? row.calibrated_tool_id)!;

/**
 * PUT /resource_bookings/:id: drag to move, checked like a new booking. An activity's booking moves
 * with its activity and a transfer's with its transfer; a released one is not there to move.
 */
export async function moveBookingByHand(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  id: number,
  body: BookingMove,
): Promise<BookingRow> {
  const current = await lockBooking(tx, session, id);
  if (current.version !== body.version) throw new ApiError(409, 'errors.conflict', {}, undefined, { current });
  if (current.released_at) throw invalid({ starts_at: 'resource_allocation.released' });
  if (current.purpose === 'activity') throw invalid({ starts_at: 'resource_allocation.moves_with_activity' });
  if (current.purpose === 'transfer') throw invalid({ starts_at: 'resource_allocation.moves_with_transfer' });
  const resource = (await findResource(tx, current.kind, resourceIdOf(current), memberRegions(session), true))!;
  const period = { starts_at: body.starts_at, ends_at: body.ends_at };
  const override = ruleOverride(
    request,
    session,
    await judgeAvailability(tx, resource, period),
    'resource_id',
    body.override_reason,
    bookingOverridePolicy,
  );
  const moved = await moveBooking(tx, request, resource, id, period);
  const changes = { starts_at: [current.starts_at, moved.starts_at], ends_at: [current.ends_at, moved.ends_at], ...override };
  await recordAudit(tx, request, { action: 'move', resource: 'resource_bookings', recordId: id, changes });
  return moved;
}

/** DELETE /resource_bookings/:id: released, kept for traceability. An activity's is released on its page, a transfer's by cancelling it. */
export async function releaseBooking(tx: Database, request: FastifyRequest, session: Session, id: number): Promise<BookingRow> {
  const current = await lockBooking(tx, session, id);
  if (current.released_at) return current;
  if (current.purpose === 'activity') throw invalid({ id: 'resource_allocation.moves_with_activity' });
  if (current.purpose === 'transfer') throw invalid({ id: 'resource_allocation.moves_with_transfer' });
  const [released] = await releaseBookings(tx, eq(resourceBookings.id, id));
  await recordAudit(tx, request, {
    action: 'release',
    resource: 'resource_bookings',
    recordId: id,
    changes: { kind: current.kind, resource_id: resourceIdOf(current) },
  });
  return released;
}
