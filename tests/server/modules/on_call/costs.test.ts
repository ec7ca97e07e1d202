import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  materials,
  onCallExpenses,
  onCallRequests,
  onCallTechnicians,
  roadTrips,
  stockMovements,
  users,
} from '../../../../server/db/schema';
import { createTestApp, demoEmails, multipart, type TestApp } from '../../helper';
import {
  deskAndAbroad,
  dispatchedCall,
  insertCdgTechnician,
  loadOnCallContext,
  onCallAs,
  takeCall,
  type OnCallApi,
  type OnCallContext,
} from './onCallApi';

/** Parts, expenses with receipts, the board and the KPIs (docs/modules/on_call.md). */
let t: TestApp;
let c: OnCallContext;
let desk: OnCallApi;
let nam: OnCallApi;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadOnCallContext(t);
  ({ desk, nam } = await deskAndAbroad(t, 'costs-nam@tarmac.test'));
});
afterAll(() => t.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const expenseForm = (fields: Record<string, string>, receipt?: { content: Buffer; filename: string }) =>
  multipart([
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    ...(receipt ? [{ name: 'receipt', filename: receipt.filename, contentType: 'application/pdf', content: receipt.content }] : []),
  ]);
const postExpense = (id: number, form: ReturnType<typeof expenseForm>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/on_call_requests/${id}/expenses`,
    headers: { ...desk.headers, ...form.headers },
    payload: form.payload,
  });

describe('expenses', () => {
  it('amount = quantity × the type’s rate (or the rate given), in the type’s currency; the receipt downloads in the region only', async () => {
    const call = await dispatchedCall(t, desk, c);
    const incurred_at = new Date().toISOString();
    const mileage = await postExpense(call.id, expenseForm({ expense_id: String(c.expense.MILEAGE), quantity: '123.45', incurred_at }));
    expect(mileage.statusCode, mileage.body).toBe(200);
    expect(mileage.json().expenses).toMatchObject([
      { expense_code: 'MILEAGE', quantity: 123.45, rate: 0.42, amount: 51.85, currency: 'EUR', has_receipt: false },
    ]);
    const hotel = await postExpense(
      call.id,
      expenseForm(
        { expense_id: String(c.expense.HOTEL), quantity: '2', rate: '119.99', incurred_at },
        { content: pdf, filename: 'hotel ibis.pdf' },
      ),
    );
    expect(hotel.statusCode, hotel.body).toBe(200);
    const line = hotel.json().expenses.find((e: { expense_code: string }) => e.expense_code === 'HOTEL');
    expect(line).toMatchObject({ rate: 119.99, amount: 239.98, has_receipt: true, receipt_name: 'hotel ibis.pdf' });
    expect(line).not.toHaveProperty('receipt_file');
    const download = await desk.receipt(call.id, line.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await nam.receipt(call.id, line.id)).statusCode).toBe(404);
    expect(
      (await desk.receipt(call.id, hotel.json().expenses.find((e: { expense_code: string }) => e.expense_code === 'MILEAGE').id))
        .statusCode,
    ).toBe(404);
  });

  it('a type requiring a receipt is refused without one (422 receipt); bytes that are no PDF/PNG/JPEG are refused whatever their name', async () => {
    const call = await dispatchedCall(t, desk, c);
    const incurred_at = new Date().toISOString();
    const without = await postExpense(call.id, expenseForm({ expense_id: String(c.expense.HOTEL), quantity: '1', incurred_at }));
    expect(without.statusCode).toBe(422);
    expect(without.json().rules).toMatchObject([{ rule: 'receipt', ok: false, reason: 'on_call.rules.receipt.required' }]);
    expect(Object.keys(without.json().errors)).toEqual(['receipt']);
    const fake = await postExpense(
      call.id,
      expenseForm(
        { expense_id: String(c.expense.HOTEL), quantity: '1', incurred_at },
        { content: Buffer.from('MZ\x90\x00 not a pdf'), filename: 'receipt.pdf' },
      ),
    );
    expect(fake.statusCode).toBe(422);
    expect(Object.keys(fake.json().errors)).toEqual(['receipt']);
    const badFields = await postExpense(call.id, expenseForm({ expense_id: 'x', quantity: '-1', incurred_at: 'yesterday' }));
    expect(badFields.statusCode).toBe(422);
    expect(Object.keys(badFields.json().errors).sort()).toEqual(['expense_id', 'incurred_at', 'quantity']);
    expect(await t.database.db.select().from(onCallExpenses).where(eq(onCallExpenses.request_id, call.id))).toEqual([]);
  });
});

describe('catalogue', () => {
  it('gives a dispatched technician (no Settings tab) the expense types, matching materials and RTS templates; another region 404', async () => {
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmails.technician));
    const call = await dispatchedCall(t, desk, c, { technicianId: (await insertCdgTechnician(t, c, { userId: account.id })).id });
    const field = await onCallAs(t, demoEmails.technician);
    const [material] = await t.database.db.select().from(materials).where(eq(materials.active, true)).limit(1);
    const res = await field.send('GET', `/api/on_call_requests/${call.id}/catalogue?q=${encodeURIComponent(material.part_number)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.expenses.find((e: { code: string }) => e.code === 'HOTEL')).toMatchObject({ receipt_required: true, default_rate: 140 });
    expect(body.materials).toContainEqual({ id: material.id, part_number: material.part_number, description: material.description });
    expect(body.rts.length).toBeGreaterThan(0);
    expect((await nam.send('GET', `/api/on_call_requests/${call.id}/catalogue`)).statusCode).toBe(404);
  });
});

describe('board', () => {
  it('lists open requests AOG first then oldest, with the clock against the customer’s target', async () => {
    const routine = await takeCall(desk, c, { priority: 'routine', requested_at: new Date(Date.now() - 30 * 60_000).toISOString() });
    const late = await takeCall(desk, c, {
      priority: 'aog',
      requested_at: new Date(Date.now() - (c.customer.response_target_aog_minutes + 10) * 60_000).toISOString(),
    });
    const cancelled = await takeCall(desk, c);
    await desk.step(cancelled.id, { version: cancelled.version, to: 'cancelled', cancel_reason: 'Duplicate call' });
    const board = (await desk.board()).json() as {
      id: number;
      priority: string;
      late: boolean;
      elapsed_minutes: number;
      target_minutes: number;
    }[];
    const ids = board.map((row) => row.id);
    expect(ids).not.toContain(cancelled.id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(routine.id));
    const priorities = board.map((row) => ['aog', 'urgent', 'routine'].indexOf(row.priority));
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(board.find((row) => row.id === late.id)).toMatchObject({
      late: true,
      target_minutes: c.customer.response_target_aog_minutes,
      elapsed_minutes: c.customer.response_target_aog_minutes + 10,
    });
    // Its times are read in the zone of the airport of the work (Orly).
    expect(board.find((row) => row.id === routine.id)).toMatchObject({ late: false, elapsed_minutes: 30, time_zone: 'Europe/Paris' });
  });
});

describe('KPIs', () => {
  it('computes per customer and in total from the stored instants, costs and parts issued included, an open overdue request a breach, over Paris-local days', async () => {
    const db = t.database.db;
    const [customer] = await db
      .insert(customers)
      .values({ name: 'KPI Test Airways', response_target_aog_minutes: 90 })
      .returning({ id: customers.id });
    const [trip] = await db.select().from(roadTrips).where(eq(roadTrips.from_station_id, c.station.CDG));
    const tech = await insertCdgTechnician(t, c); // 60.00 an hour
    const at = (iso: string) => new Date(iso);
    const base = {
      region_id: c.regionId,
      customer_id: customer.id,
      airport_id: c.airport.ORY,
      station_id: c.station.CDG,
      caller_name: 'x',
      caller_phone: '+33 1 00 00',
      defect: 'x',
      priority: 'aog' as const,
    };
    const [a, b] = await db
      .insert(onCallRequests)
      .values([
        // On time: dispatched after 10 min, on site after 80 (ETA 70), 2 h on site, first-time fix; CDG → ORY 47 km.
        {
          ...base,
          request_no: 'KPI-1',
          status: 'closed',
          requested_at: at('2026-02-10T08:00:00Z'),
          dispatched_at: at('2026-02-10T08:10:00Z'),
          eta_at: at('2026-02-10T09:10:00Z'),
          on_site_at: at('2026-02-10T09:20:00Z'),
          completed_at: at('2026-02-10T11:20:00Z'),
          first_time_fix: true,
          road_trip_id: trip.id,
          travel_km: 47,
        },
        // Late: 120 min to site (ETA 100), 1 h on site, not fixed first time; no road trip.
        {
          ...base,
          request_no: 'KPI-2',
          status: 'completed',
          requested_at: at('2026-02-11T10:00:00Z'),
          dispatched_at: at('2026-02-11T10:30:00Z'),
          eta_at: at('2026-02-11T11:40:00Z'),
          on_site_at: at('2026-02-11T12:00:00Z'),
          completed_at: at('2026-02-11T13:00:00Z'),
          first_time_fix: false,
        },
        // 23:30 UTC on the 11th is the 12th in Paris: outside a period ending on the 11th.
        {
          ...base,
          request_no: 'KPI-3',
          status: 'cancelled',
          cancel_reason: 'x',
          requested_at: at('2026-02-11T23:30:00Z'),
          cancelled_at: at('2026-02-11T23:40:00Z'),
        },
        {
          ...base,
          request_no: 'KPI-4',
          status: 'cancelled',
          cancel_reason: 'x',
          requested_at: at('2026-02-10T12:00:00Z'),
          cancelled_at: at('2026-02-10T12:05:00Z'),
        },
        // Still open, nobody on site, long past its 90 minutes: a breach of the target already.
        { ...base, request_no: 'KPI-5', status: 'new', requested_at: at('2026-02-11T09:00:00Z') },
      ])
      .returning({ id: onCallRequests.id });
    await db.insert(onCallTechnicians).values([
      { request_id: a.id, technician_id: tech.id, worked_minutes: 150 },
      { request_id: b.id, technician_id: tech.id, worked_minutes: 90 },
    ]);
    await db.insert(onCallExpenses).values({
      request_id: b.id,
      expense_id: c.expense.MEAL,
      quantity: 1,
      rate: 25,
      amount: 25,
      currency: 'EUR',
      incurred_at: at('2026-02-11T12:30:00Z'),
    });
    // Parts issued to KPI-1 from CDG: 3 issued, 1 returned, and 1 issued by mistake then reversed: 2 kept at 45.50.
    const [sample] = await db.select({ measure_id: materials.measure_id }).from(materials).limit(1);
    const [part] = await db
      .insert(materials)
      .values({
        part_number: 'KPI-PN-1',
        description: 'KPI test part',
        measure_id: sample.measure_id,
        category: 'consumable',
        unit_cost: 45.5,
      })
      .returning({ id: materials.id });
    const movement = { region_id: c.regionId, station_id: c.station.CDG, material_id: part.id, on_call_request_id: a.id };
    const [, , mistaken] = await db
      .insert(stockMovements)
      .values([
        { ...movement, kind: 'issue', quantity: -3, moved_at: at('2026-02-10T09:30:00Z') },
        { ...movement, kind: 'return', quantity: 1, moved_at: at('2026-02-10T11:30:00Z') },
        { ...movement, kind: 'issue', quantity: -1, moved_at: at('2026-02-10T09:31:00Z') },
      ])
      .returning({ id: stockMovements.id });
    await db.insert(stockMovements).values({
      ...movement,
      kind: 'reversal',
      quantity: 1,
      reverses_id: mistaken.id,
      moved_at: at('2026-02-10T09:35:00Z'),
    });
    const res = await desk.kpis(`from=2026-02-10&to=2026-02-11&customer_id=${customer.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const labourA = 150; // 2.5 h × 60
    const travelA = Math.round(47 * trip.mileage_rate * 100) / 100 + trip.tolls;
    const partsA = 2 * 45.5;
    const costA = labourA + travelA + partsA;
    const costB = 90 + 25; // 1.5 h × 60 + a meal
    const perEvent = (amount: number) => [{ currency: 'EUR', amount: Math.round((amount / 3) * 100) / 100 }]; // KPI-5 costs nothing yet
    expect(res.json().customers).toEqual([
      {
        customer_id: customer.id,
        customer_name: 'KPI Test Airways',
        count: 4,
        time_to_dispatch: { avg: 20, p50: 20 }, // 10 and 30
        response: { avg: 100, p50: 100 }, // 80 (≤ 90) and 120 (> 90)
        within_sla_pct: 33.3, // KPI-1 within; KPI-2 and the open KPI-5 breached
        on_site_avg: 90, // 120 and 60
        aog_duration_avg: 190, // requested → completed: 200 and 180
        first_time_fix_pct: 50,
        eta_accuracy_avg: 15, // |+10| and |+20|
        cost_per_event: perEvent(costA + costB), // the cancelled call is no event
        parts_cost_per_event: perEvent(partsA),
      },
    ]);
    expect(res.json().total.count).toBe(4);
    expect((await desk.kpis('from=2026-02-12&to=2026-02-10')).statusCode).toBe(422);
  });
});
