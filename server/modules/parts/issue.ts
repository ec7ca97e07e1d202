import type { FastifyRequest } from 'fastify';
import { checkIssue, checkReturn } from '../../../model/modules/parts/issueRules';
import type { IssueBody, ReturnBody } from '../../../model/modules/parts/movementSchemas';
import { recordAudit } from '../../audit';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { recordMovement } from '../stock';
import { heldByJob, jobFacts } from './jobFacts';
import { refuseUnlessPassed, withStockRefusals } from './refusals';
import { lotColumns, lotOf, materialFacts, memberStation, stationToday, stockLot } from './stockFacts';

/**
 * Parts leave stock (POST /stock_movements/issue, and a job's parts used): every issue rule (serial
 * or batch named, one unit per serial and only while in this station's stock, no expired batch, the
 * job open at this station — model/modules/parts/issueRules.ts), then the issue movement, which the
 * ledger refuses when the stock is not there (also against concurrent issues). The lot's certificate
 * travels on the movement (the RTS lists it). Audited; in the caller's transaction.
 */
export async function issueStock(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  body: IssueBody,
  now = new Date(),
): Promise<{ id: number; quantity: number }> {
  const station = await memberStation(tx, session, body.station_id);
  const material = await materialFacts(tx, body.material_id);
  const job = await jobFacts(tx, session, body);
  const lot = lotOf(material, body.lot);
  const current = await stockLot(tx, station.id, material.id, lot);
  refuseUnlessPassed(
    request,
    checkIssue({
      material,
      station_id: station.id,
      lot: body.lot ?? null,
      quantity: body.quantity,
      stockLot: current,
      job,
      today: stationToday(station, now),
    }),
  );
  const movement = await withStockRefusals(request, material.part_number, () =>
    recordMovement(tx, {
      region_id: station.region_id,
      station_id: station.id,
      material_id: material.id,
      kind: 'issue',
      quantity: -body.quantity,
      moved_at: body.moved_at ? new Date(body.moved_at) : now,
      lot,
      ...lotColumns(material, lot),
      part_cert_id: current?.part_cert_id ?? null,
      cert_no: current?.cert_no ?? null,
      certificate_id: current?.certificate_id ?? null,
      expires_on: current?.expires_on ?? null,
      reference: body.reference ?? null,
      activity_id: body.activity_id ?? null,
      on_call_request_id: body.on_call_request_id ?? null,
      created_by: session.user.id,
    }),
  );
  await recordAudit(tx, request, { action: 'issue', resource: 'stock_movements', recordId: movement.id, changes: body });
  return movement;
}

/**
 * Parts back to stock from the job they were issued to (POST /stock_movements/return): not more than
 * the job holds of the lot. The lot gets back its quantity (its certificate and expiry are kept).
 */
export async function returnStock(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  body: ReturnBody,
  now = new Date(),
): Promise<{ id: number; quantity: number }> {
  const station = await memberStation(tx, session, body.station_id);
  const material = await materialFacts(tx, body.material_id);
  await jobFacts(tx, session, body);
  const lot = lotOf(material, body.lot);
  refuseUnlessPassed(
    request,
    checkReturn(material, body.lot ?? null, body.quantity, await heldByJob(tx, body, station.id, material.id, lot)),
  );
  const movement = await withStockRefusals(request, material.part_number, () =>
    recordMovement(tx, {
      region_id: station.region_id,
      station_id: station.id,
      material_id: material.id,
      kind: 'return',
      quantity: body.quantity,
      moved_at: now,
      lot,
      ...lotColumns(material, lot),
      reason: body.reason,
      activity_id: body.activity_id ?? null,
      on_call_request_id: body.on_call_request_id ?? null,
      created_by: session.user.id,
    }),
  );
  await recordAudit(tx, request, { action: 'return', resource: 'stock_movements', recordId: movement.id, changes: body });
  return movement;
}
