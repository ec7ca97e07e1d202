import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, onCallRequests, stockMovements, users } from '../../../../server/db/schema';
import { stockAlertsJob } from '../../../../server/modules/parts/alertsJob';
import { recordMovement } from '../../../../server/modules/stock/movements';
import { createTestApp, queryJson, type TestApp } from '../../helper';
import { loadPartsFlowContext, type PartsFlowContext } from './partsFlowFixtures';

/**
 * The Parts flow (docs/modules/parts.md): transfers (in transit in neither station's stock, received at the
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
    expect(transfer).toMatchObject({
      status: 'in_transit',
      from_station_code: 'CDG',
      to_station_code: 'ARN',
      part_number: part.part_number,
      quantity: 4,
      lot: 'B-100',
    });
    expect(await c.ledger(part.id)).toEqual({ CDG: 6, AMS: 0, ARN: 0, lots: 6, movements: 6 });

    // The supervisor belongs to EUR-W only: ARN's side is not theirs to receive.
    expect(
      (await t.send('POST', `/api/stock_transfers/${transfer.id}/receive`, c.headers.supervisor, { version: transfer.version })).statusCode,
    ).toBe(404);
    const stale = await t.send('POST', `/api/stock_transfers/${transfer.id}/receive`, c.headers.planner, { version: transfer.version + 1 });
    expect(stale.statusCode).toBe(409);
    const received = await t.send('POST', `/api/stock_transfers/${transfer.id}/receive`, c.headers.planner, { version: transfer.version });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', version: transfer.version + 1 });
    expect(await c.ledger(part.id)).toEqual({ CDG: 6, AMS: 0, ARN: 4, lots: 10, movements: 10 });
    expect(await c.lotOf('ARN', part.id, 'B-100')).toMatchObject({
      quantity: 4,
      expires_on: '2027-06-30',
      cert_no: 'C-77',
      part_cert_id: c.certificateTypeId,
    });
    const moves = await t.database.db
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity, station_id: stockMovements.station_id })
      .from(stockMovements)
      .where(eq(stockMovements.transfer_id, transfer.id));
    expect(moves.map((m) => [m.kind, Number(m.quantity), m.station_id])).toEqual([
      ['transfer_out', -4, c.station.CDG.id],
      ['transfer_in', 4, c.station.ARN.id],
    ]);

    // Received once: a second receipt is refused by the rule, not a second movement.
    const again = await t.send('POST', `/api/stock_transfers/${transfer.id}/receive`, c.headers.planner, { version: transfer.version + 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.received_at).toEqual([expect.stringContaining('in transit')]);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'stock_transfers'), eq(auditLog.record_id, String(transfer.id))));
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
    expect(
      (await t.send('POST', '/api/stock_transfers', c.headers.supervisor, { ...body, to_station_id: c.station.ARN.id })).json().errors,
    ).toHaveProperty('to_station_id');
    expect((await t.send('POST', '/api/stock_transfers', c.headers.viewer, body)).statusCode).toBe(403);

    const transfer = (await t.send('POST', '/api/stock_transfers', c.headers.supervisor, body)).json();
    expect(await c.ledger(part.id)).toMatchObject({ CDG: 0, AMS: 0, lots: 0 });
    const listed = await t.send(
      'GET',
      `/api/stock_transfers?filter=${queryJson({ status: 'in_transit', material_id: part.id })}`,
      c.headers.supervisor,
    );
    expect(listed.json().map((row: { id: number }) => row.id)).toEqual([transfer.id]);
    expect(listed.headers['content-range']).toBe('stock_transfers 0-0/1');
    expect(
      (await t.send('POST', `/api/stock_transfers/${transfer.id}/cancel`, c.headers.supervisor, { version: transfer.version, reason: '' }))
        .statusCode,
    ).toBe(422);
    const cancelled = await t.send('POST', `/api/stock_transfers/${transfer.id}/cancel`, c.headers.supervisor, {
      version: transfer.version,
      reason: 'Aircraft left',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await c.ledger(part.id)).toMatchObject({ CDG: 3, AMS: 0, lots: 3, movements: 3 });
    // A NAM planner sees none of EUR-W's transfers, and cannot touch them.
    expect((await t.send('GET', `/api/stock_transfers/${transfer.id}`, c.abroad)).statusCode).toBe(404);
    expect((await t.send('GET', `/api/stock_transfers?filter=${queryJson({ material_id: part.id })}`, c.abroad)).json()).toEqual([]);
    expect(
      (await t.send('POST', `/api/stock_transfers/${transfer.id}/cancel`, c.abroad, { version: transfer.version + 1, reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('part requests', () => {
  it('requested → ordered → shipped, late past the needed-by date, illegal steps refused with the reason, cancelled with one', async () => {
    const part = await c.newMaterial('serial');
    const [aog] = await t.database.db
      .select({ id: onCallRequests.id, request_no: onCallRequests.request_no })
      .from(onCallRequests)
      .where(eq(onCallRequests.region_id, c.station.CDG.region_id))
      .limit(1);
    const created = await t.send('POST', '/api/part_requests', c.headers.planner, {
      station_id: c.station.CDG.id,
      material_id: part.id,
      quantity: 1,
      on_call_request_id: aog.id,
      needed_by: '2020-01-01T10:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    let request = created.json();
    expect(request).toMatchObject({
      status: 'requested',
      station_code: 'CDG',
      part_number: part.part_number,
      request_no: aog.request_no,
      late: true,
    });
    expect(
      (await t.send('GET', `/api/part_requests?filter=${queryJson({ late: true, material_id: part.id })}`, c.headers.planner)).json(),
    ).toHaveLength(1);

    const skip = await t.send('POST', `/api/part_requests/${request.id}/status`, c.headers.planner, {
      version: request.version,
      to: 'shipped',
    });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().rules.map((rule: { reason: string }) => rule.reason)).toEqual(['parts.rules.part_request.illegal_step']);
    expect(
      (await t.send('POST', `/api/part_requests/${request.id}/status`, c.headers.planner, { version: request.version + 5, to: 'ordered' }))
        .statusCode,
    ).toBe(409);
    const ordered = await t.send('POST', `/api/part_requests/${request.id}/status`, c.headers.planner, {
      version: request.version,
      to: 'ordered',
      supplier: 'AOG Parts Ltd',
      order_reference: 'PO-991',
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    request = ordered.json();
    expect(request).toMatchObject({ status: 'ordered', supplier: 'AOG Parts Ltd', order_reference: 'PO-991' });
    const later = new Date(Date.now() + 86_400_000).toISOString();
    request = (
      await t.send('PUT', `/api/part_requests/${request.id}`, c.headers.planner, { version: request.version, needed_by: later })
    ).json();
    expect(request).toMatchObject({ late: false, supplier: 'AOG Parts Ltd' });
    request = (
      await t.send('POST', `/api/part_requests/${request.id}/status`, c.headers.planner, { version: request.version, to: 'shipped' })
    ).json();
    expect(request.status).toBe('shipped');

    const noReason = await t.send('POST', `/api/part_requests/${request.id}/status`, c.headers.planner, {
      version: request.version,
      to: 'cancelled',
    });
    expect(noReason.json().rules.map((rule: { reason: string }) => rule.reason)).toEqual([
      'parts.rules.part_request.cancel_reason_required',
    ]);
    request = (
      await t.send('POST', `/api/part_requests/${request.id}/status`, c.headers.planner, {
        version: request.version,
        to: 'cancelled',
        cancel_reason: 'Robbed from a sister aircraft',
      })
    ).json();
    expect(request).toMatchObject({ status: 'cancelled', cancel_reason: 'Robbed from a sister aircraft', late: false });
    const closed = await t.send('PUT', `/api/part_requests/${request.id}`, c.headers.planner, {
      version: request.version,
      supplier: 'Other',
    });
    expect(closed.statusCode).toBe(422);
    expect(Object.keys(closed.json().errors)).toEqual(['status']);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'part_requests'), eq(auditLog.record_id, String(request.id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'status_ordered', 'update', 'status_shipped', 'status_cancelled']);
  });

  it('received: the receipt movement with its certificate, linked to the request; a second receipt and one of another part refused', async () => {
    const part = await c.newMaterial('serial');
    const other = await c.newMaterial('serial');
    let request = (
      await t.send('POST', '/api/part_requests', c.headers.supervisor, { station_id: c.station.CDG.id, material_id: part.id, quantity: 1 })
    ).json();
    const fields = {
      station_id: c.station.CDG.id,
      material_id: part.id,
      quantity: 1,
      lot: 'SN-PR-1',
      part_cert_id: c.certificateTypeId,
      cert_no: 'F1-PR-1',
    };
    const early = await c.receiptForm(`/api/part_requests/${request.id}/receive`, c.headers.supervisor, fields);
    expect(early.json().rules.map((rule: { reason: string }) => rule.reason)).toEqual(['parts.rules.part_request.illegal_step']);
    request = (
      await t.send('POST', `/api/part_requests/${request.id}/status`, c.headers.supervisor, { version: request.version, to: 'ordered' })
    ).json();
    const wrong = await c.receiptForm(`/api/part_requests/${request.id}/receive`, c.headers.supervisor, {
      ...fields,
      material_id: other.id,
    });
    expect(wrong.json().rules.map((rule: { reason: string }) => rule.reason)).toEqual(['parts.rules.part_request.other_material']);
    // The receipt rules apply too: a serviceable part needs its certificate number.
    const { cert_no: _, ...noNumber } = fields;
    expect(
      Object.keys((await c.receiptForm(`/api/part_requests/${request.id}/receive`, c.headers.supervisor, noNumber)).json().errors),
    ).toEqual(['cert_no']);
    expect((await c.receiptForm(`/api/part_requests/${request.id}/receive`, c.abroad, fields)).statusCode).toBe(404);

    const received = await c.receiptForm(`/api/part_requests/${request.id}/receive`, c.headers.supervisor, fields);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', late: false });
    const [movement] = await t.database.db.select().from(stockMovements).where(eq(stockMovements.part_request_id, request.id));
    expect(movement).toMatchObject({
      kind: 'receipt',
      lot: 'SN-PR-1',
      cert_no: 'F1-PR-1',
      part_cert_id: c.certificateTypeId,
      station_id: c.station.CDG.id,
    });
    expect(movement.certificate_id).toEqual(expect.any(Number));
    expect(await c.lotOf('CDG', part.id, 'SN-PR-1')).toMatchObject({ quantity: 1, cert_no: 'F1-PR-1' });
    const twice = await c.receiptForm(`/api/part_requests/${request.id}/receive`, c.headers.supervisor, { ...fields, lot: 'SN-PR-2' });
    expect(twice.json().rules.map((rule: { reason: string }) => rule.reason)).toEqual(['parts.rules.part_request.illegal_step']);
    expect(await c.ledger(part.id)).toMatchObject({ CDG: 1, movements: 1 });
  });

  it('a station or job of another region names nothing; the tab reads its own region only; viewers do not write', async () => {
    const part = await c.newMaterial();
    const [abroadJob] = await t.database.db
      .select({ id: onCallRequests.id })
      .from(onCallRequests)
      .where(eq(onCallRequests.region_id, c.station.ARN.region_id))
      .limit(1);
    const body = { station_id: c.station.CDG.id, material_id: part.id, quantity: 2 };
    expect(
      (await t.send('POST', '/api/part_requests', c.headers.supervisor, { ...body, station_id: c.station.ARN.id })).json().errors,
    ).toHaveProperty('station_id');
    expect(
      (await t.send('POST', '/api/part_requests', c.headers.supervisor, { ...body, on_call_request_id: abroadJob.id })).json().errors,
    ).toHaveProperty('on_call_request_id');
    expect((await t.send('POST', '/api/part_requests', c.headers.viewer, body)).statusCode).toBe(403);
    const request = (await t.send('POST', '/api/part_requests', c.headers.supervisor, body)).json();
    expect((await t.send('GET', `/api/part_requests/${request.id}`, c.abroad)).statusCode).toBe(404);
    expect((await t.send('GET', `/api/part_requests?filter=${queryJson({ material_id: part.id })}`, c.abroad)).json()).toEqual([]);
    expect(
      (await t.send('POST', `/api/part_requests/${request.id}/status`, c.abroad, { version: request.version, to: 'ordered' })).statusCode,
    ).toBe(404);
  });
});

describe('stock counts', () => {
  it('sheet (expected snapshot, empty shelves with a minimum) → counted → submitted → confirmed into adjustments; a difference needs a reason', async () => {
    const bulk = await c.newMaterial('none', 0, 12.5);
    const batch = await c.newMaterial('batch');
    const empty = await c.newMaterial('none', 2);
    await c.putStock('AMS', bulk.id, 10);
    await c.putStock('AMS', batch.id, 5, 'B-1');
    await c.putStock('AMS', empty.id, 1);
    await recordMovement(t.database.db, {
      region_id: c.station.AMS.region_id,
      station_id: c.station.AMS.id,
      material_id: empty.id,
      kind: 'scrap',
      quantity: -1,
      moved_at: new Date(),
      reason: 'Damaged',
    });

    const created = await t.send('POST', '/api/stock_counts', c.headers.planner, { station_id: c.station.AMS.id });
    expect(created.statusCode, created.body).toBe(201);
    let count = created.json();
    type SheetLine = { material_id: number; lot: string; expected_quantity: number; counted_quantity: number | null };
    const mine = (lines: SheetLine[]) => lines.filter((line) => [bulk.id, batch.id, empty.id].includes(line.material_id));
    expect(mine(count.lines).map((line) => [line.material_id, line.lot, line.expected_quantity, line.counted_quantity])).toEqual(
      expect.arrayContaining([
        [bulk.id, '', 10, null],
        [batch.id, 'B-1', 5, null],
        [empty.id, '', 0, null],
      ]),
    );
    expect(mine(count.lines)).toHaveLength(3);

    // Stock moving after the sheet was made does not change what it expects.
    await c.putStock('AMS', bulk.id, 1);
    const counted = count.lines.map((line: { material_id: number; lot: string; expected_quantity: number }) => ({
      material_id: line.material_id,
      lot: line.lot,
      counted_quantity: line.material_id === bulk.id ? 8 : line.material_id === empty.id ? 1 : line.expected_quantity,
    }));
    const unknown = await t.send('PUT', `/api/stock_counts/${count.id}/lines`, c.headers.planner, {
      version: count.version,
      lines: [{ material_id: bulk.id, lot: 'NOPE', counted_quantity: 1 }],
    });
    expect(unknown.json().rules.map((rule: { reason: string }) => rule.reason)).toEqual(['parts.rules.count.unknown_line']);
    count = (
      await t.send('PUT', `/api/stock_counts/${count.id}/lines`, c.headers.planner, { version: count.version, lines: counted })
    ).json();
    expect(mine(count.lines).find((line) => line.material_id === bulk.id)).toMatchObject({ difference: -2, value_difference: -25 });
    expect(count).toMatchObject({ counted_count: count.lines.length, difference_count: 2 });

    const noReasons = await t.send('POST', `/api/stock_counts/${count.id}/submit`, c.headers.planner, { version: count.version });
    expect(noReasons.statusCode).toBe(422);
    expect(noReasons.json().errors.status).toHaveLength(2);
    const reasons = [
      { material_id: bulk.id, lot: '', counted_quantity: 8, reason: 'Two found broken' },
      { material_id: empty.id, lot: '', counted_quantity: 1, reason: 'Found in the hangar' },
    ];
    count = (
      await t.send('PUT', `/api/stock_counts/${count.id}/lines`, c.headers.planner, { version: count.version, lines: reasons })
    ).json();
    count = (await t.send('POST', `/api/stock_counts/${count.id}/submit`, c.headers.planner, { version: count.version })).json();
    expect(count.status).toBe('submitted');

    const sheet = await t.send('GET', `/api/stock_counts/${count.id}/sheet.xlsx`, c.headers.planner);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expect((await t.send('POST', `/api/stock_counts/${count.id}/confirm`, c.headers.planner, { version: count.version })).statusCode).toBe(
      403,
    );
    const confirmed = await t.send('POST', `/api/stock_counts/${count.id}/confirm`, c.headers.supervisor, { version: count.version });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
    const adjustments = await t.database.db
      .select({
        material_id: stockMovements.material_id,
        quantity: stockMovements.quantity,
        reason: stockMovements.reason,
        kind: stockMovements.kind,
      })
      .from(stockMovements)
      .where(eq(stockMovements.stock_count_id, count.id));
    expect(adjustments.map((m) => [m.kind, m.material_id, Number(m.quantity), m.reason]).sort()).toEqual(
      [
        ['adjustment', bulk.id, -2, 'Two found broken'],
        ['adjustment', empty.id, 1, 'Found in the hangar'],
      ].sort(),
    );
    // 10 + 1 received after the sheet − 2 counted short.
    expect(await c.ledger(bulk.id)).toMatchObject({ AMS: 9, lots: 9, movements: 9 });
    expect(await c.ledger(empty.id)).toMatchObject({ AMS: 1, lots: 1, movements: 1 });

    const after = await t.send('PUT', `/api/stock_counts/${count.id}/lines`, c.headers.planner, {
      version: count.version + 1,
      lines: reasons,
    });
    expect(after.json().rules.map((rule: { reason: string }) => rule.reason)).toEqual(['parts.rules.count.not_open']);
    expect(
      (await t.send('POST', `/api/stock_counts/${count.id}/cancel`, c.headers.planner, { version: count.version + 1 })).json().rules[0]
        .reason,
    ).toBe('parts.rules.count.final');
    expect((await t.send('GET', `/api/stock_counts/${count.id}`, c.abroad)).statusCode).toBe(404);
    expect(
      (await t.send('GET', `/api/stock_counts?filter=${queryJson({ station_id: c.station.AMS.id })}`, c.headers.supervisor))
        .json()
        .map((row: { id: number }) => row.id),
    ).toContain(count.id);
  });
});

describe('stock alerts', () => {
  it('below minimum and shelf life expiring: one notification per station each, to the station’s supervisors and the region’s parts writers, opening the filtered stock', async () => {
    // One per station instead of one per material (the expectation changed on purpose: docs/modules/notifications.md).
    const short = await c.newMaterial('none', 5);
    const perishable = await c.newMaterial('batch');
    await c.putStock('CDG', short.id, 3);
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await c.putStock('CDG', perishable.id, 2, 'SL-1', { expires_on: inTenDays });
    await c.putStock('CDG', perishable.id, 2, 'SL-FAR', { expires_on: '2099-01-01' });
    const alertsOf = async () =>
      t.database.db
        .select({
          type: notifications.type,
          key: notifications.key,
          user_id: notifications.user_id,
          params: notifications.params,
          link: notifications.link,
          dedupe_key: notifications.dedupe_key,
        })
        .from(notifications)
        .where(inArray(notifications.type, ['low_stock', 'shelf_life_expiring']));
    const ofCdg = (rows: Awaited<ReturnType<typeof alertsOf>>, type: string) =>
      rows.filter((row) => row.type === type && row.dedupe_key?.startsWith(`${type}:station:${c.station.CDG.id}:`));
    const filterOf = (link: string | null) => JSON.parse(new URL(link!, 'http://x').searchParams.get('filter')!);

    await stockAlertsJob.run(t.database.db, new Date());
    const sent = await alertsOf();
    const [planner, supervisor, viewer] = await Promise.all(
      ['planner', 'supervisor', 'viewer'].map(
        async (who) =>
          (
            await t.database.db
              .select({ id: users.id })
              .from(users)
              .where(eq(users.email, `${who}@tarmac.test`))
          )[0].id,
      ),
    );
    const low = ofCdg(sent, 'low_stock');
    expect(low.map((row) => row.user_id)).toEqual(expect.arrayContaining([planner, supervisor]));
    expect(low.map((row) => row.user_id)).not.toContain(viewer);
    expect(new Set(low.map((row) => row.dedupe_key)).size).toBe(1);
    expect(low[0]).toMatchObject({ key: 'low_stock_station', params: { station: 'CDG', count: expect.any(Number) } });
    expect(filterOf(low[0].link)).toEqual({ station_id: c.station.CDG.id, below_minimum: true });
    const expiring = ofCdg(sent, 'shelf_life_expiring');
    expect(new Set(expiring.map((row) => row.user_id)).size).toBe(expiring.length);
    expect(expiring[0]).toMatchObject({ key: 'shelf_life_expiring_station', params: { station: 'CDG' } });
    expect(Number(expiring[0].params.count)).toBeGreaterThanOrEqual(1);
    expect(String(expiring[0].params.expires_date) <= inTenDays).toBe(true);
    expect(filterOf(expiring[0].link)).toEqual({ station_id: c.station.CDG.id, expiry_status: 'expiring', in_stock: true });

    // A second run the same day, with nothing newly below, adds nothing.
    await stockAlertsJob.run(t.database.db, new Date());
    expect(await alertsOf()).toHaveLength(sent.length);
  });
});
