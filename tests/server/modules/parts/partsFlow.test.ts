import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, stockMovements } from '../../../../server/db/schema';
import { createTestApp, queryJson, type TestApp } from '../../helper';
import { loadPartsFlowContext, type PartsFlowContext } from './partsFlowFixtures';

/**
 * Issue 16 §1, the Parts flow: transfers (in transit in neither station's stock, received at the
 * destination — another region of the caller's too — or cancelled back), part requests through
 * their flow to the receipt movement, counts from the sheet to the adjustments, the stock alerts,
 * region isolation and permissions. One app for the file; each test makes materials of its own.
 */
let t: TestApp;
let c: PartsFlowContext;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadPartsFlowContext(t);
});
afterAll(async () => t?.close());

describe('stock transfers', () => {
  it('out → in transit (in neither station’s stock) → received at a station of another region, with its certificate and expiry', async () => {
    const part = await c.newMaterial('batch');
    await c.putStock('CDG', part.id, 10, 'B-100', { expires_on: '2027-06-30', cert_no: 'C-77', part_cert_id: c.certificateTypeId });
    const sent = await t.send('POST', '/api/stock_transfers', c.headers.planner, {
      from_station_id: c.station.CDG.id,
      to_station_id: c.station.ARN.id,
      material_id: part.id,
      lot: 'B-100',
      quantity: 4,
      reference: 'WB-1',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const transfer = sent.json();
    expect(transfer).toMatchObject({ status: 'in_transit', from_station_code: 'CDG', to_station_code: 'ARN', part_number: part.part_number, quantity: 4, lot: 'B-100' });
    expect(await c.ledger(part.id)).toEqual({ CDG: 6, AMS: 0, ARN: 0, lots: 6, movements: 6 });

    // The supervisor belongs to EUR-W only: ARN's side is not theirs to receive.
    expect((await t.send('POST', `/api/stock_transfers/${transfer.id}/receive`, c.headers.supervisor, { version: transfer.version })).statusCode).toBe(404);
    const stale = await t.send('POST', `/api/stock_transfers/${transfer.id}/receive`, c.headers.planner, { version: transfer.version + 1 });
    expect(stale.statusCode).toBe(409);
    const received = await t.send('POST', `/api/stock_transfers/${transfer.id}/receive`, c.headers.planner, { version: transfer.version });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', version: transfer.version + 1 });
    expect(await c.ledger(part.id)).toEqual({ CDG: 6, AMS: 0, ARN: 4, lots: 10, movements: 10 });
    expect(await c.lotOf('ARN', part.id, 'B-100')).toMatchObject({ quantity: 4, expires_on: '2027-06-30', cert_no: 'C-77', part_cert_id: c.certificateTypeId });
    const moves = await t.database.db.select({ kind: stockMovements.kind, quantity: stockMovements.quantity, station_id: stockMovements.station_id }).from(stockMovements).where(eq(stockMovements.transfer_id, transfer.id));
    expect(moves.map((m) => [m.kind, Number(m.quantity), m.station_id])).toEqual([
      ['transfer_out', -4, c.station.CDG.id],
      ['transfer_in', 4, c.station.ARN.id],
    ]);

    // Received once: a second receipt is refused by the rule, not a second movement.
    const again = await t.send('POST', `/api/stock_transfers/${transfer.id}/receive`, c.headers.planner, { version: transfer.version + 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.received_at).toEqual([expect.stringContaining('in transit')]);
    const audit = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.resource, 'stock_transfers'), eq(auditLog.record_id, String(transfer.id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'receive']);
  });

  it('cancelled: the stock is back at the origin; shortages, the same station and another region’s station are refused', async () => {
    const part = await c.newMaterial();
    await c.putStock('CDG', part.id, 3);
    const body = { from_station_id: c.station.CDG.id, to_station_id: c.station.AMS.id, material_id: part.id, quantity: 3 };
    const short = await t.send('POST', '/api/stock_transfers', c.headers.supervisor, { ...body, quantity: 5 });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.quantity).toEqual([expect.stringMatching(/not enough/i)]);
    const same = await t.send('POST', '/api/stock_transfers', c.headers.supervisor, { ...body, to_station_id: c.station.CDG.id });
    expect(same.statusCode).toBe(422);
    expect(Object.keys(same.json().errors)).toEqual(['to_station_id']);
    expect((await t.send('POST', '/api/stock_transfers', c.headers.supervisor, { ...body, to_station_id: c.station.ARN.id })).json().errors).toHaveProperty('to_station_id');
    expect((await t.send('POST', '/api/stock_transfers', c.headers.viewer, body)).statusCode).toBe(403);

    const transfer = (await t.send('POST', '/api/stock_transfers', c.headers.supervisor, body)).json();
    expect(await c.ledger(part.id)).toMatchObject({ CDG: 0, AMS: 0, lots: 0 });
    const listed = await t.send('GET', `/api/stock_transfers?filter=${queryJson({ status: 'in_transit', material_id: part.id })}`, c.headers.supervisor);
    expect(listed.json().map((row: { id: number }) => row.id)).toEqual([transfer.id]);
    expect(listed.headers['content-range']).toBe('stock_transfers 0-0/1');
    expect((await t.send('POST', `/api/stock_transfers/${transfer.id}/cancel`, c.headers.supervisor, { version: transfer.version, reason: '' })).statusCode).toBe(422);
    const cancelled = await t.send('POST', `/api/stock_transfers/${transfer.id}/cancel`, c.headers.supervisor, { version: transfer.version, reason: 'Aircraft left' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await c.ledger(part.id)).toMatchObject({ CDG: 3, AMS: 0, lots: 3, movements: 3 });
    // A NAM planner sees none of EUR-W's transfers, and cannot touch them.
    expect((await t.send('GET', `/api/stock_transfers/${transfer.id}`, c.abroad)).statusCode).toBe(404);
    expect((await t.send('GET', `/api/stock_transfers?filter=${queryJson({ material_id: part.id })}`, c.abroad)).json()).toEqual([]);
    expect((await t.send('POST', `/api/stock_transfers/${transfer.id}/cancel`, c.abroad, { version: transfer.version + 1, reason: 'x' })).statusCode).toBe(404);
  });
});
