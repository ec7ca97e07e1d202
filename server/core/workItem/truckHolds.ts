import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { lockResources } from '../../db/commitmentLocks';
import { resourceBookings } from '../../db/schema';
import { hardFailures } from '../../../model/modules/resource_allocation';
import { ruleRefusal } from '../ruleRefusal';
import { judgeAvailability } from './availability';
import { bookResource, moveBooking, releaseBookings } from './bookResource';
import { findResource } from './resourceCatalogue';

/**
 * Shared kernel (server/core/workItem/): the truck an On-Call request or a De-Icing treatment holds.
 * It came out of server/modules/resource_allocation/ so that those tabs book through this layer
 * rather than through the Resources module; it imports no server module.
 */

/** An on-call request or a de-icing treatment: the jobs that take a truck on their own pages. */
export type TruckHolder = { purpose: 'on_call'; id: number } | { purpose: 'de_icing'; id: number };

const minuteMs = 60_000;

function liveBookingsOf(job: TruckHolder) {
  const column = job.purpose === 'on_call' ? resourceBookings.on_call_request_id : resourceBookings.de_icing_treatment_id;
  return and(eq(column, job.id), eq(resourceBookings.purpose, job.purpose), isNull(resourceBookings.released_at));
}

/**
 * The job's truck is booked over the period (docs/modules/resource_allocation.md): the previous booking of the job is
 * released (kept for traceability) and the truck booked anew; 409 naming the booking when the truck
 * is booked then. No truck or no period: the job holds none.
 * A truck the job did not hold yet must pass the hard availability rules (EASA Part-145 145.A.40: an
 * unserviceable truck is never used; nor one on the road): a 422 on `truck_id` naming them, with no
 * override. A job re-saved with the truck it already held (a treatment corrected afterwards) is not a
 * new use and is not judged again; the service and insurance dates are the Resources tab's to judge.
 */
export async function holdTruck(
  tx: Database,
  request: FastifyRequest,
  job: TruckHolder,
  truckId: number | null,
  period: { starts_at: Date; ends_at: Date } | null,
  bookedBy: number | null,
): Promise<void> {
  const released = await releaseBookings(tx, liveBookingsOf(job));
  if (truckId === null || !period) return;
  // Two jobs booking the truck at once queue here, and the second meets the first's booking as a 409:
  // inserting into the exclusion constraint at the same moment, PostgreSQL may answer one of them with
  // a deadlock instead. Not the truck's row: the job's own row already holds a key-share lock on it
  // (its truck_id), and two of those upgrading to FOR UPDATE deadlock. See docs/concurrency.md.
  await lockResources(tx, 'truck', [truckId]);
  const truck = await findResource(tx, 'truck', truckId, 'any');
  if (!truck) return;
  const ends_at = period.ends_at.getTime() > period.starts_at.getTime() ? period.ends_at : new Date(period.starts_at.getTime() + minuteMs);
  if (!released.some((booking) => booking.truck_id === truckId)) {
    const refusals = hardFailures(await judgeAvailability(tx, truck, { starts_at: period.starts_at, ends_at }));
    if (refusals.length) throw ruleRefusal(request, 'truck_id', refusals, 'scheduled.rules_not_overridable');
  }
  await bookResource(tx, request, {
    resource: truck,
    period: { starts_at: period.starts_at, ends_at },
    purpose: job.purpose,
    ...(job.purpose === 'on_call' ? { on_call_request_id: job.id } : { de_icing_treatment_id: job.id }),
    booked_by: bookedBy,
  });
}

/** The job ended at `at`: its truck's booking ends then (later than planned is refereed like a move). */
export async function endTruckHold(tx: Database, request: FastifyRequest, job: TruckHolder, at: Date): Promise<void> {
  for (const booking of await tx.select().from(resourceBookings).where(liveBookingsOf(job))) {
    const ends_at = at.getTime() > booking.starts_at.getTime() ? at : new Date(booking.starts_at.getTime() + minuteMs);
    await lockResources(tx, 'truck', [booking.truck_id!]);
    const truck = (await findResource(tx, 'truck', booking.truck_id!, 'any'))!;
    await moveBooking(tx, request, truck, booking.id, { starts_at: booking.starts_at, ends_at });
  }
}

/** The job was cancelled: its truck is free again. */
export async function releaseTruckHold(tx: Database, job: TruckHolder): Promise<void> {
  await releaseBookings(tx, liveBookingsOf(job));
}
