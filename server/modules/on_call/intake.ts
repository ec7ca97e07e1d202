import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { formatRequestNo, nextSequence, requestNoPrefix } from '../../../model/modules/on_call/requestNumber';
import type { Intake } from '../../../model/modules/on_call/requestSchemas';
import { recordAudit } from '../../audit';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { airport, customers, onCallEvents, onCallRequests } from '../../db/schema';
import { invalid } from '../../errors';
import { requestRegion, takenNumbers } from './requestQueries';

/**
 * Takes a call (POST /on_call_requests): the request belongs to the caller's active region, is
 * numbered by priority, airport and UTC day (AOG-AMS-261125-03), starts new, and its first step is
 * logged. The airport is global: a region's desk covers any airport its stations reach.
 */
export async function takeCall(tx: Database, request: FastifyRequest, session: Session, body: Intake, now: Date): Promise<number> {
  const regionId = requestRegion(session);
  const [place] = await tx.select({ iata: airport.iata }).from(airport).where(eq(airport.id, body.airport_id));
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, body.customer_id));
  if (!place || !customer)
    throw invalid({
      ...(place ? {} : { airport_id: 'validation.reference_missing' }),
      ...(customer ? {} : { customer_id: 'validation.reference_missing' }),
    });
  const requestedAt = body.requested_at ?? now;
  const prefix = requestNoPrefix(body.priority, place.iata, requestedAt);
  // Two calls taken at once for one airport and day would read the same last number (a unique-key 500 for the second):
  // the day's numbering waits for the call being numbered, as the work orders of a region-day do (lockRegionDay).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`on_call.request_no:${prefix}`}, 0))`);
  const requestNo = formatRequestNo(body.priority, place.iata, requestedAt, nextSequence(prefix, await takenNumbers(tx, prefix)));
  const [row] = await tx
    .insert(onCallRequests)
    .values({ ...body, region_id: regionId, request_no: requestNo, requested_at: requestedAt, status: 'new', created_by: session.user.id })
    .returning({ id: onCallRequests.id });
  await tx
    .insert(onCallEvents)
    .values({ request_id: row.id, from_status: null, to_status: 'new', at: requestedAt, recorded_by: session.user.id });
  await recordAudit(tx, request, {
    action: 'create',
    resource: 'on_call_requests',
    recordId: row.id,
    changes: { ...body, request_no: requestNo },
  });
  return row.id;
}
