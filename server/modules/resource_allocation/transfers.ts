import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TransferCreate } from '../../../model/modules/resource_allocation/bookingSchemas';
import { recordAudit } from '../../audit';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { resourceBookings, resourceTransfers, stations } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../errors';
import { bookResource, releaseBookings } from '../../core/workItem/bookResource';
import { findResource, resourceTables } from '../../core/workItem/resourceCatalogue';

const memberRegions = (session: Session) => session.regions.map((region) => region.region_id);
type TransferRow = typeof resourceTransfers.$inferSelect;

/** GET /resource_transfers: the transfers from or to the caller's active region, latest departure first. */
export async function listTransfers(db: Database, regionId: number) {
  const { rows } = (await db.execute(sql`
    select tr.id, tr.kind, coalesce(tr.truck_id, tr.equipment_id, tr.calibrated_tool_id) as resource_id,
      tr.kind || ':' || coalesce(tr.truck_id, tr.equipment_id, tr.calibrated_tool_id) as key,
      coalesce(t.registration, e.asset_no || ' ' || e.name, c.tool_no || ' ' || c.description) as label,
      tr.from_station_id, fs.code as from_station_code, tr.to_station_id, ts.code as to_station_code,
      tr.departs_at, tr.arrives_at, tr.status, tr.arrived_at, tr.note, tr.version
    from resource_transfers tr
    join stations fs on fs.id = tr.from_station_id
    join stations ts on ts.id = tr.to_station_id
    left join trucks t on t.id = tr.truck_id
    left join equipment e on e.id = tr.equipment_id
    left join calibrated_tools c on c.id = tr.calibrated_tool_id
    where tr.region_id = ${regionId} or tr.to_region_id = ${regionId}
    order by tr.departs_at desc, tr.id desc
    limit 500`)) as { rows: Record<string, unknown>[] };
  return rows;
}

/**
 * POST /resource_transfers: the resource is booked (purpose transfer) from departure to arrival, so it
 * cannot be booked while on the road; refused (409) when it is booked then. Audited.
 */
export async function createTransfer(tx: Database, request: FastifyRequest, session: Session, body: TransferCreate): Promise<TransferRow> {
  const resource = await findResource(tx, body.kind, body.resource_id, memberRegions(session), true);
  if (!resource) throw invalid({ resource_id: 'validation.reference_missing' });
  const [destination] = await tx
    .select({ id: stations.id, region_id: stations.region_id })
    .from(stations)
    .where(and(eq(stations.id, body.to_station_id), inArray(stations.region_id, memberRegions(session))));
  if (!destination) throw invalid({ to_station_id: 'validation.reference_missing' });
  if (destination.id === resource.station_id) throw invalid({ to_station_id: 'resource_allocation.same_station' });
  const [transfer] = await tx
    .insert(resourceTransfers)
    .values({
      region_id: resource.region_id,
      to_region_id: destination.region_id,
      kind: body.kind,
      [resourceTables[body.kind].column]: resource.id,
      from_station_id: resource.station_id,
      to_station_id: destination.id,
      departs_at: body.departs_at,
      arrives_at: body.arrives_at,
      status: body.departs_at <= new Date() ? 'in_transit' : 'planned',
      note: body.note ?? null,
      created_by: session.user.id,
    })
    .returning();
  await bookResource(tx, request, {
    resource,
    period: { starts_at: body.departs_at, ends_at: body.arrives_at },
    purpose: 'transfer',
    resource_transfer_id: transfer.id,
    booked_by: session.user.id,
  });
  await recordAudit(tx, request, {
    action: 'create',
    resource: 'resource_transfers',
    recordId: transfer.id,
    changes: { ...body, label: resource.label },
  });
  return transfer;
}

/** An open transfer (planned or in transit) of the caller's regions, locked, at the version read. */
async function lockOpenTransfer(tx: Database, session: Session, id: number, version: number): Promise<TransferRow> {
  const [row] = await tx
    .select()
    .from(resourceTransfers)
    .where(
      and(eq(resourceTransfers.id, id), inArray(resourceTransfers.region_id, memberRegions(session).length ? memberRegions(session) : [0])),
    )
    .for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw new ApiError(409, 'errors.conflict', {}, undefined, { current: row });
  if (row.status === 'arrived' || row.status === 'cancelled') throw invalid({ status: 'resource_allocation.transfer_closed' });
  return row;
}

/**
 * POST /resource_transfers/:id/arrive: the resource is now at the destination (its station and
 * region follow); the transit booking ends at the arrival if that is earlier than planned. Audited.
 */
export async function arriveTransfer(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  id: number,
  version: number,
): Promise<TransferRow> {
  const transfer = await lockOpenTransfer(tx, session, id, version);
  const now = new Date();
  const { table } = resourceTables[transfer.kind];
  const resourceId = (transfer.truck_id ?? transfer.equipment_id ?? transfer.calibrated_tool_id)!;
  await tx
    .update(table)
    .set({ station_id: transfer.to_station_id, region_id: transfer.to_region_id, version: sql`${table.version} + 1`, updated_at: now })
    .where(eq(table.id, resourceId));
  const [arrived] = await tx
    .update(resourceTransfers)
    .set({ status: 'arrived', arrived_at: now, version: sql`${resourceTransfers.version} + 1`, updated_at: now })
    .where(eq(resourceTransfers.id, id))
    .returning();
  // The road is free from the real arrival on; a booking from then at the destination is allowed.
  await tx
    .update(resourceBookings)
    .set({
      ends_at: sql`greatest(${resourceBookings.starts_at} + interval '1 minute', least(${resourceBookings.ends_at}, ${now.toISOString()}::timestamptz))`,
      station_id: transfer.to_station_id,
      region_id: transfer.to_region_id,
    })
    .where(and(eq(resourceBookings.resource_transfer_id, id), sql`${resourceBookings.released_at} is null`));
  await recordAudit(tx, request, {
    action: 'arrive',
    resource: 'resource_transfers',
    recordId: id,
    changes: { to_station_id: transfer.to_station_id },
  });
  return arrived;
}

/** POST /resource_transfers/:id/cancel: the transfer's booking is released; the resource stays where it is. Audited. */
export async function cancelTransfer(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  id: number,
  version: number,
): Promise<TransferRow> {
  await lockOpenTransfer(tx, session, id, version);
  const now = new Date();
  const [cancelled] = await tx
    .update(resourceTransfers)
    .set({ status: 'cancelled', version: sql`${resourceTransfers.version} + 1`, updated_at: now })
    .where(eq(resourceTransfers.id, id))
    .returning();
  await releaseBookings(tx, eq(resourceBookings.resource_transfer_id, id), now);
  await recordAudit(tx, request, { action: 'cancel', resource: 'resource_transfers', recordId: id });
  return cancelled;
}
