import { partRequests, stockCountLines, stockCounts, stockTransfers } from '../../schema';
import type { SeedDb } from '../types';
import type { DemoLedger } from './demoLedger';
import type { DemoMaterial, DemoStation } from './stockHistory';

const hourMs = 3_600_000;

/** One transfer in transit between the first region's first two stations: a spool of bulk stock. */
export async function seedTransferInTransit(
  tx: SeedDb,
  ledger: DemoLedger,
  now: Date,
  [from, to]: readonly DemoStation[],
  material: DemoMaterial,
): Promise<void> {
  const shippedAt = new Date(now.getTime() - 20 * hourMs);
  if (ledger.quantityAt(from.id, material.id, '', shippedAt) < 1) return;
  const [transfer] = await tx
    .insert(stockTransfers)
    .values({
      region_id: from.region_id,
      to_region_id: to.region_id,
      from_station_id: from.id,
      to_station_id: to.id,
      material_id: material.id,
      lot: '',
      quantity: 1,
      status: 'in_transit',
      reference: `TRF-${from.code}-${to.code}-1`,
      shipped_at: shippedAt,
      expected_at: new Date(now.getTime() + 4 * hourMs),
    })
    .returning({ id: stockTransfers.id });
  ledger.add({
    region_id: from.region_id,
    station_id: from.id,
    material_id: material.id,
    kind: 'transfer_out',
    quantity: -1,
    moved_at: shippedAt,
    lot: '',
    reference: `TRF-${from.code}-${to.code}-1`,
    transfer_id: transfer.id,
  });
}

/**
 * One confirmed count at the first station, two days ago: every lot in stock then, counted; a bulk
 * material one short and a batch one over, each difference an adjustment with the line's reason.
 */
export async function seedConfirmedCount(
  tx: SeedDb,
  ledger: DemoLedger,
  now: Date,
  station: DemoStation,
  materials: readonly DemoMaterial[],
): Promise<void> {
  const countedAt = new Date(now.getTime() - 48 * hourMs);
  const lots = ledger.lotsAt(station.id, countedAt);
  const tracking = new Map(materials.map((m) => [m.id, m.tracking]));
  const short = lots.find((lot) => tracking.get(lot.material_id) === 'none' && lot.quantity >= 2);
  const over = lots.find((lot) => tracking.get(lot.material_id) === 'batch');
  const [count] = await tx
    .insert(stockCounts)
    .values({
      region_id: station.region_id,
      station_id: station.id,
      status: 'confirmed',
      remarks: 'Monthly count',
      created_at: new Date(countedAt.getTime() - 2 * hourMs),
      submitted_at: new Date(countedAt.getTime() - hourMs),
      confirmed_at: countedAt,
    })
    .returning({ id: stockCounts.id });
  const difference = (lot: (typeof lots)[number]) =>
    lot === short
      ? { delta: -1, reason: 'One spool missing from the shelf' }
      : lot === over
        ? { delta: 1, reason: 'Unbooked delivery found in the hangar' }
        : null;
  if (lots.length) {
    await tx.insert(stockCountLines).values(
      lots.map((lot) => ({
        count_id: count.id,
        material_id: lot.material_id,
        lot: lot.lot,
        expected_quantity: lot.quantity,
        counted_quantity: lot.quantity + (difference(lot)?.delta ?? 0),
        reason: difference(lot)?.reason ?? null,
      })),
    );
  }
  for (const lot of [short, over]) {
    if (!lot) continue;
    const { delta, reason } = difference(lot)!;
    ledger.add({
      region_id: station.region_id,
      station_id: station.id,
      material_id: lot.material_id,
      kind: 'adjustment',
      quantity: delta,
      moved_at: countedAt,
      lot: lot.lot,
      reason,
      stock_count_id: count.id,
    });
  }
}

export interface OpenAog {
  id: number;
  region_id: number;
  station_id: number;
  requested_at: Date;
  request_no: string;
}

const statuses = ['requested', 'ordered', 'shipped', 'received', 'cancelled'] as const;

/**
 * Part requests for the open AOG calls — at least one in each status, so a call may wait for more
 * than one part; the first shipped one is late (needed hours ago). The received one came in on a
 * receipt movement with its certificate.
 */
export async function seedPartRequests(
  tx: SeedDb,
  ledger: DemoLedger,
  now: Date,
  calls: readonly OpenAog[],
  parts: readonly DemoMaterial[],
  stationsById: Map<number, DemoStation>,
  certificateId: number,
): Promise<void> {
  if (!calls.length || !parts.length) return;
  let lateGiven = false;
  for (let index = 0; index < Math.max(statuses.length, calls.length); index++) {
    const call = calls[index % calls.length];
    const part = parts[Math.floor(index / calls.length) % parts.length];
    const status = statuses[index % statuses.length];
    const station = stationsById.get(call.station_id)!;
    const step = (hours: number) => new Date(Math.min(now.getTime() - 5 * 60_000, call.requested_at.getTime() + hours * hourMs));
    const late: boolean = status === 'shipped' && !lateGiven;
    lateGiven ||= late;
    const [request] = await tx
      .insert(partRequests)
      .values({
        region_id: call.region_id,
        station_id: call.station_id,
        material_id: part.id,
        quantity: 1,
        on_call_request_id: call.id,
        status,
        supplier: status === 'requested' ? null : 'AOG Spares Europe',
        order_reference: status === 'requested' ? null : `PO-${call.request_no}`,
        needed_by: late ? new Date(now.getTime() - 3 * hourMs) : new Date(now.getTime() + 20 * hourMs),
        expected_at: status === 'ordered' || status === 'shipped' ? new Date(now.getTime() + 6 * hourMs) : null,
        requested_at: call.requested_at,
        ordered_at: status === 'requested' ? null : step(0.5),
        shipped_at: status === 'shipped' || status === 'received' ? step(1) : null,
        received_at: status === 'received' ? step(2) : null,
        cancelled_at: status === 'cancelled' ? step(1) : null,
        cancel_reason: status === 'cancelled' ? 'Part found in stock at a nearby station' : null,
        remarks: `For ${call.request_no}`,
      })
      .returning({ id: partRequests.id });
    if (status === 'received') {
      const lot = `PR-${call.request_no}`;
      ledger.add({
        region_id: call.region_id,
        station_id: call.station_id,
        material_id: part.id,
        kind: 'receipt',
        quantity: 1,
        moved_at: step(2),
        lot,
        serial_no: lot,
        part_cert_id: station.cert_id,
        cert_no: `${station.cert_prefix}-AOG-${index + 1}`,
        certificate_id: certificateId,
        reference: `PO-${call.request_no}`,
        part_request_id: request.id,
      });
    }
  }
}
