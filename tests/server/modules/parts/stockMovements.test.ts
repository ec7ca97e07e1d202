import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveStock } from '../../../../model/modules/parts/stockDerivation';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { users } from '../../../../server/db/schema';
import { createTestApp, demoEmails, type TestApp } from '../../helper';
import { dispatchedCall, insertCdgTechnician, loadOnCallContext, onCallAs } from '../on_call/onCallApi';
import { ledgerOf, loadPartsContext, newMaterial, notACertificate, pdfBytes } from './partsFixtures';

/**
 * The Parts stock endpoints (docs/modules/parts.md): each movement kind through
 * its rules and the ledger (never negative, stock = sum of movements), certificates kept and served
 * to the regions that hold them, reversals once, and region and permission checks.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof loadPartsContext>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadPartsContext(t, 'parts-nam@tarmac.test');
});
afterAll(() => t.close());

describe('receipt', () => {
  it('a serial part arrives with its EASA Form 1: the lot carries the certificate, readable in its region only; bad bytes are a 422', async () => {
    const part = await newMaterial(t, { category: 'part', tracking: 'serial', accepted_cert_ids: [c.easaForm1] });
    const fields = {
      station_id: c.cdg,
      material_id: part.id,
      quantity: 1,
      lot: 'SN-100',
      part_cert_id: c.easaForm1,
      cert_no: 'F1-2026-0001',
      reference: 'DN-1',
    };
    const received = await c.supervisor.receive(fields, pdfBytes);
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json()).toMatchObject({
      kind: 'receipt',
      quantity: 1,
      lot: 'SN-100',
      serial_no: 'SN-100',
      part_cert_code: 'EASA-F1',
      cert_no: 'F1-2026-0001',
      station_code: 'CDG',
      station_quantity: 1,
    });
    const certificateId = received.json().certificate_id as number;
    const file = await c.supervisor.send('GET', `/api/stock_certificates/${certificateId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
    expect((await c.abroad.send('GET', `/api/stock_certificates/${certificateId}`)).statusCode).toBe(404);

    const bad = await c.supervisor.receive({ ...fields, lot: 'SN-101' }, notACertificate);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['certificate']);
    const twice = await c.supervisor.receive(fields, pdfBytes);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.lot[0]).toContain('SN-100');
  });

  it('EASA Part-145 145.A.42 / 14 CFR 43: without an accepted certificate type and number, and two units of a serial, the receipt names every failed rule', async () => {
    const part = await newMaterial(t, { category: 'part', tracking: 'serial', accepted_cert_ids: [c.faa8130] });
    const refused = await c.supervisor.receive({ station_id: c.cdg, material_id: part.id, quantity: 2, part_cert_id: c.easaForm1 });
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(Object.keys(body.errors).sort()).toEqual(['cert_no', 'lot', 'part_cert_id', 'quantity']);
    expect(body.errors.part_cert_id[0]).toContain('EASA-F1');
    expect(body.rules.filter((r: { ok: boolean }) => !r.ok).map((r: { reason: string }) => r.reason)).toEqual([
      'parts.rules.certificate.type_not_accepted',
      'parts.rules.certificate.number_required',
      'parts.rules.serial.required',
      'parts.rules.serial_quantity.not_one',
    ]);
    expect((await ledgerOf(t, part.id)).movements).toEqual([]);
  });

  it('shelf life: an expired batch is refused, a batch without a date expires shelf_life_months after it arrived', async () => {
    const sealant = await newMaterial(t, { category: 'consumable', tracking: 'batch', shelf_life_months: 12 });
    const expired = await c.supervisor.receive({
      station_id: c.cdg,
      material_id: sealant.id,
      quantity: 5,
      lot: 'B-OLD',
      expires_on: '2020-01-01',
    });
    expect(expired.statusCode).toBe(422);
    expect(Object.keys(expired.json().errors)).toEqual(['expires_on']);
    const fresh = await c.supervisor.receive({
      station_id: c.cdg,
      material_id: sealant.id,
      quantity: 5,
      lot: 'B-NEW',
      moved_at: '2026-03-15T08:00:00Z',
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json().expires_on).toBe('2027-03-15');
  });
});

describe('issue, return, scrap, adjustment and reversal', () => {
  it('a serial issued to an activity shows its work order; issuing it again is refused; returned, it is back', async () => {
    const part = await newMaterial(t, { category: 'part', tracking: 'serial', accepted_cert_ids: [c.easaForm1] });
    await c.supervisor.receive({
      station_id: c.cdg,
      material_id: part.id,
      quantity: 1,
      lot: 'SN-7',
      part_cert_id: c.easaForm1,
      cert_no: 'F1-7',
    });
    const issue = { station_id: c.cdg, material_id: part.id, lot: 'SN-7', quantity: 1, activity_id: c.activity.id };
    const issued = await c.supervisor.issue(issue);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({
      kind: 'issue',
      quantity: -1,
      work_order: c.activity.work_order,
      cert_no: 'F1-7',
      part_cert_code: 'EASA-F1',
      station_quantity: 0,
    });
    const again = await c.supervisor.issue(issue);
    expect(again.statusCode).toBe(422);
    expect(again.json().rules.find((r: { ok: boolean }) => !r.ok).reason).toBe('parts.rules.serial.not_in_stock');

    const tooMany = await c.supervisor.giveBack({ ...issue, quantity: 1, lot: 'SN-8', reason: 'not fitted' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.quantity).toHaveLength(1);
    const back = await c.supervisor.giveBack({ ...issue, reason: 'not fitted' });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({ kind: 'return', quantity: 1, station_quantity: 1 });
    const listed = await c.supervisor.movements({ material_id: part.id, kind: ['issue', 'return'] });
    expect(listed.json().map((m: { kind: string }) => m.kind)).toEqual(['return', 'issue']);

    const trace = (await c.supervisor.send('GET', `/api/stock/trace?material_id=${part.id}&lot=SN-7`)).json();
    expect(trace.movements.map((m: { kind: string }) => m.kind)).toEqual(['receipt', 'issue', 'return']);
    expect(trace.movements[1]).toMatchObject({ work_order: c.activity.work_order, cert_no: 'F1-7' });
    expect(trace.where_now).toEqual([{ station_id: c.cdg, station_code: 'CDG', quantity: 1 }]);
    expect((await c.abroad.send('GET', `/api/stock/trace?material_id=${part.id}&lot=SN-7`)).json().movements).toEqual([]);
  });

  it('20 concurrent issues of the last 7 units: exactly 7 succeed, the rest are 422 on quantity, and stock is the sum of the movements', async () => {
    const rivets = await newMaterial(t, { category: 'consumable' });
    await c.supervisor.receive({ station_id: c.cdg, material_id: rivets.id, quantity: 7 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => c.supervisor.issue({ station_id: c.cdg, material_id: rivets.id, quantity: 1 })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(7);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.every((a) => a.statusCode === 422 && a.json().errors.quantity[0].includes(rivets.part_number))).toBe(true);
    const { lots, movements } = await ledgerOf(t, rivets.id);
    expect(lots).toEqual([{ station_id: c.cdg, lot: '', quantity: 0 }]);
    expect(deriveStock(movements).map(({ station_id, lot, quantity }) => ({ station_id, lot, quantity }))).toEqual(lots);
  });

  it('scrap and adjustment move stock with a reason; an adjustment needs stock_count_confirm', async () => {
    const filters = await newMaterial(t, { category: 'consumable' });
    await c.supervisor.receive({ station_id: c.cdg, material_id: filters.id, quantity: 10 });
    expect((await c.supervisor.scrap({ station_id: c.cdg, material_id: filters.id, quantity: 3, reason: 'damaged' })).json()).toMatchObject(
      { kind: 'scrap', quantity: -3, reason: 'damaged', station_quantity: 7 },
    );
    expect((await c.planner.adjust({ station_id: c.cdg, material_id: filters.id, quantity: -1, reason: 'count' })).statusCode).toBe(403);
    expect((await c.supervisor.adjust({ station_id: c.cdg, material_id: filters.id, quantity: -2, reason: 'count' })).json()).toMatchObject(
      { kind: 'adjustment', station_quantity: 5 },
    );
    const short = await c.supervisor.scrap({ station_id: c.cdg, material_id: filters.id, quantity: 6, reason: 'damaged' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.quantity[0]).toMatch(/6.*5/);
  });

  it('a movement is reversed once; a reversal is not reversed; one that would go below zero is a 422', async () => {
    const seals = await newMaterial(t, { category: 'consumable' });
    const receipt = (await c.supervisor.receive({ station_id: c.cdg, material_id: seals.id, quantity: 4 })).json();
    const issue = (await c.supervisor.issue({ station_id: c.cdg, material_id: seals.id, quantity: 3 })).json();
    expect((await c.supervisor.reverse(receipt.id)).statusCode).toBe(422);
    const reversal = await c.supervisor.reverse(issue.id);
    expect(reversal.json()).toMatchObject({ kind: 'reversal', quantity: 3, reverses_id: issue.id, station_quantity: 4 });
    expect((await c.supervisor.reverse(issue.id)).statusCode).toBe(409);
    expect((await c.supervisor.reverse(reversal.json().id)).statusCode).toBe(409);
    expect((await c.abroad.reverse(receipt.id)).statusCode).toBe(404);
    const listed = (await c.supervisor.movements({ material_id: seals.id, kind: 'issue' })).json();
    expect(listed[0].reversed_by_id).toBe(reversal.json().id);
  });
});

describe('stock list, region and permissions', () => {
  it('lists the active region’s lots in stock with value and minimum; another region sees none; the viewer is refused', async () => {
    const gaskets = await newMaterial(t, { category: 'consumable', minimum_stock: 5, unit_cost: 2.5 });
    await c.supervisor.receive({ station_id: c.cdg, material_id: gaskets.id, quantity: 4 });
    const used = await newMaterial(t, { category: 'consumable' });
    await c.supervisor.receive({ station_id: c.cdg, material_id: used.id, quantity: 1 });
    await c.supervisor.issue({ station_id: c.cdg, material_id: used.id, quantity: 1 });

    const list = await c.supervisor.stock({ station_id: c.cdg, q: 'PARTS-TEST' });
    expect(list.statusCode).toBe(200);
    const line = list.json().find((row: { material_id: number }) => row.material_id === gaskets.id);
    expect(line).toMatchObject({
      station_code: 'CDG',
      quantity: 4,
      value: 10,
      minimum: 5,
      station_total: 4,
      below_minimum: true,
      tracking: 'none',
      currency: 'EUR',
    });
    expect(list.json().some((row: { material_id: number }) => row.material_id === used.id)).toBe(false);
    expect(list.headers['content-range']).toMatch(/^stock \d+-\d+\/\d+$/);
    const everything = (await c.supervisor.stock({ material_id: used.id, in_stock: false })).json();
    expect(everything).toHaveLength(1);
    expect((await c.supervisor.stock({ below_minimum: true, material_id: gaskets.id })).json()).toHaveLength(1);
    const valuation = (await c.supervisor.send('GET', `/api/stock/valuation?station_id=${c.cdg}`)).json();
    expect(valuation.lines.find((l: { material_id: number }) => l.material_id === gaskets.id)).toMatchObject({
      quantity: 4,
      unit_cost: 2.5,
      currency: 'EUR',
      value: 10,
    });
    expect(valuation.total_by_currency.find((t: { currency: string }) => t.currency === 'EUR').value).toBeGreaterThanOrEqual(10);

    expect((await c.abroad.stock({ material_id: gaskets.id })).json()).toEqual([]);
    expect((await c.abroad.movements({ material_id: gaskets.id })).json()).toEqual([]);
    expect((await c.abroad.receive({ station_id: c.cdg, material_id: gaskets.id, quantity: 1 })).statusCode).toBe(422);
    expect((await c.abroad.issue({ station_id: c.cdg, material_id: gaskets.id, quantity: 1 })).json().errors).toHaveProperty('station_id');
    expect((await c.viewer.stock()).statusCode).toBe(403);
    expect((await c.viewer.issue({ station_id: c.cdg, material_id: gaskets.id, quantity: 1 })).statusCode).toBe(403);
    expect((await c.supervisor.stock({ colour: 'red' })).statusCode).toBe(422);

    const workbook = await c.supervisor.send(
      'GET',
      `/api/stock/export.xlsx?filter=${encodeURIComponent(JSON.stringify({ material_id: gaskets.id }))}`,
    );
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-type']).toContain('spreadsheetml');
    const files = unzipSync(new Uint8Array(workbook.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(`${sheet}${strings}`).toContain(gaskets.part_number);
    expect(`${sheet}${strings}`).toContain(`material_id = ${gaskets.id}`);
    // Numbers are numbers: the quantity 4 and the value 10 are numeric cells, not text.
    expect(sheet).toMatch(/<c [^>]*><v>4<\/v><\/c>/);
    expect(sheet).toMatch(/<c [^>]*><v>10<\/v><\/c>/);
  });
});

describe('parts used on a job', () => {
  it('an on-call request’s crew issues a part from its page: the request shows it with its certificate; another technician may not; given back, it is in stock again', async () => {
    const oc = await loadOnCallContext(t);
    const desk = await onCallAs(t, demoEmails.supervisor);
    const [toni] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmails.technician));
    const call = await dispatchedCall(t, desk, oc, { technicianId: (await insertCdgTechnician(t, oc, { userId: toni.id })).id });
    const other = await dispatchedCall(t, desk, oc);
    const part = await newMaterial(t, { category: 'part', tracking: 'serial', accepted_cert_ids: [c.faa8130] });
    await c.supervisor.receive({
      station_id: c.cdg,
      material_id: part.id,
      quantity: 1,
      lot: 'SN-AOG-1',
      part_cert_id: c.faa8130,
      cert_no: '8130-555',
    });
    const field = await onCallAs(t, demoEmails.technician);
    const fit = { station_id: c.cdg, material_id: part.id, lot: 'SN-AOG-1', quantity: 1 };

    // Without the Parts tab the technician reads the station's lots through the job, and only their own job's.
    expect((await field.send('GET', '/api/stock')).statusCode).toBe(403);
    const available = await field.send('GET', `/api/on_call_requests/${call.id}/parts/available`);
    expect(available.statusCode, available.body).toBe(200);
    expect(available.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ station_id: c.cdg, material_id: part.id, lot: 'SN-AOG-1', quantity: 1, cert_no: '8130-555' }),
      ]),
    );
    expect(available.json().every((lot: { station_id: number; quantity: number }) => lot.station_id === c.cdg && lot.quantity > 0)).toBe(
      true,
    );
    expect((await field.send('GET', `/api/on_call_requests/${other.id}/parts/available`)).statusCode).toBe(403);
    expect((await field.send('POST', `/api/on_call_requests/${other.id}/parts`, fit)).statusCode).toBe(403);
    const added = await field.send('POST', `/api/on_call_requests/${call.id}/parts`, fit);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject([
      { part_number: part.part_number, lot: 'SN-AOG-1', quantity: 1, part_cert_code: '8130-3', cert_no: '8130-555' },
    ]);
    expect((await desk.get(call.id)).json().parts).toEqual(added.json());
    expect((await c.abroad.send('GET', `/api/on_call_requests/${call.id}/parts`)).statusCode).toBe(404);

    const back = await field.send('DELETE', `/api/on_call_requests/${call.id}/parts/${added.json()[0].issue_ids[0]}`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual([]);
    expect((await c.supervisor.stock({ material_id: part.id })).json()).toMatchObject([{ lot: 'SN-AOG-1', quantity: 1 }]);
    expect((await field.send('DELETE', `/api/on_call_requests/${call.id}/parts/${added.json()[0].issue_ids[0]}`)).statusCode).toBe(409);
  });
});

describe('materials settings', () => {
  it('a material is tracked per batch or serial and accepts certificate types that exist', async () => {
    const material = await newMaterial(t, { category: 'part' });
    const current = (await c.admin.send('GET', `/api/materials/${material.id}`)).json();
    const unknown = await c.admin.send('PUT', `/api/materials/${material.id}`, { ...current, accepted_cert_ids: [2_000_000_000] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('accepted_cert_ids');
    const saved = await c.admin.send('PUT', `/api/materials/${material.id}`, {
      ...current,
      tracking: 'serial',
      accepted_cert_ids: [c.easaForm1, c.coc, c.easaForm1],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ tracking: 'serial', accepted_cert_ids: [c.easaForm1, c.coc] });
    const listed = (
      await c.admin.send(
        'GET',
        `/api/materials?filter=${encodeURIComponent(JSON.stringify({ tracking: 'serial', q: material.part_number }))}`,
      )
    ).json();
    expect(listed.map((m: { id: number }) => m.id)).toEqual([material.id]);
  });
});
