import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { airport, customers, expenses, regions, stations, technicians } from '../../../../server/db/schema';
import { roleIds } from '../../../../model/roles';
import { bearer, demoEmails, insertUser, queryJson, type TestApp } from '../../helper';

/** Requests to the On-Call endpoints as one caller. */
export function onCallApi(t: TestApp, headers: Record<string, string>) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => t.send(method, path, headers, payload);
  const request = (id: number, rest = '') => `/api/on_call_requests/${id}${rest}`;
  return {
    headers,
    send,
    list: (filter: Record<string, unknown> = {}, sort = ['requested_at', 'DESC']) =>
      send('GET', `/api/on_call_requests?filter=${queryJson(filter)}&sort=${queryJson(sort)}&range=${queryJson([0, 499])}`),
    intake: (body: Record<string, unknown>) => send('POST', '/api/on_call_requests', body),
    get: (id: number) => send('GET', request(id)),
    update: (id: number, body: Record<string, unknown>) => send('PUT', request(id), body),
    remove: (id: number) => send('DELETE', request(id)),
    duplicates: (registration: string) => send('GET', `/api/on_call_requests/duplicates?registration=${encodeURIComponent(registration)}`),
    aircraft: (registration: string) => send('GET', `/api/on_call_requests/aircraft?registration=${encodeURIComponent(registration)}`),
    suggestions: (id: number, stationId?: number) =>
      send('GET', request(id, `/dispatch_suggestions${stationId ? `?station_id=${stationId}` : ''}`)),
    dispatch: (id: number, body: Record<string, unknown>) => send('POST', request(id, '/dispatch'), body),
    step: (id: number, body: Record<string, unknown>) => send('POST', request(id, '/status'), body),
    addCrew: (id: number, body: Record<string, unknown>) => send('POST', request(id, '/technicians'), body),
    updateCrew: (id: number, technicianId: number, body: Record<string, unknown>) =>
      send('PUT', request(id, `/technicians/${technicianId}`), body),
    removeCrew: (id: number, technicianId: number) => send('DELETE', request(id, `/technicians/${technicianId}`)),
    addPart: (id: number, body: Record<string, unknown>) => send('POST', request(id, '/parts'), body),
    receipt: (id: number, expenseLineId: number) => send('GET', request(id, `/expenses/${expenseLineId}/receipt`)),
    board: () => send('GET', '/api/on_call/board'),
    kpis: (query: string) => send('GET', `/api/on_call/kpis?${query}`),
  };
}
export type OnCallApi = ReturnType<typeof onCallApi>;

export const onCallAs = async (t: TestApp, email: string) => onCallApi(t, bearer(await t.tokenFor(email)));

/** The EUR-W desk (the demo supervisor) and a supervisor of NAM only, who must never see the desk's requests. */
export async function deskAndAbroad(t: TestApp, abroadEmail: string) {
  await insertUser(t, { email: abroadEmail, role_id: roleIds.supervisor, regions: ['NAM'] });
  return { desk: await onCallAs(t, demoEmails.supervisor), nam: await onCallAs(t, abroadEmail) };
}

/** Seeded records the On-Call tests use: EUR-W (the demo accounts' active region) and NAM. */
export async function loadOnCallContext(t: TestApp) {
  const db = t.database.db;
  const regionRows = await db.select({ id: regions.id, code: regions.code }).from(regions);
  const stationRows = await db
    .select({ id: stations.id, code: stations.code })
    .from(stations)
    .where(inArray(stations.code, ['AMS', 'CDG', 'ORY', 'LHR', 'JFK']));
  const airportRows = await db
    .select({ id: airport.id, iata: airport.iata })
    .from(airport)
    .where(inArray(airport.iata, ['ORY', 'BRU', 'CDG', 'AMS']));
  const [customer] = await db.select().from(customers).where(eq(customers.iata, 'KL'));
  const expenseRows = await db.select({ id: expenses.id, code: expenses.code }).from(expenses);
  const cdgCrew = await db
    .select({ id: technicians.id, name: technicians.name, user_id: technicians.user_id })
    .from(technicians)
    .where(eq(technicians.home_station_id, stationRows.find((s) => s.code === 'CDG')!.id));
  const byCode = <T extends { code: string }>(rows: T[]) =>
    Object.fromEntries(rows.map((r) => [r.code, (r as unknown as { id: number }).id]));
  return {
    regionId: regionRows.find((r) => r.code === 'EUR-W')!.id,
    otherRegionId: regionRows.find((r) => r.code === 'NAM')!.id,
    station: byCode(stationRows) as Record<'AMS' | 'CDG' | 'ORY' | 'LHR' | 'JFK', number>,
    airport: Object.fromEntries(airportRows.map((a) => [a.iata, a.id])) as Record<'ORY' | 'BRU' | 'CDG' | 'AMS', number>,
    customer,
    expense: byCode(expenseRows) as Record<string, number>,
    cdgCrew,
  };
}
export type OnCallContext = Awaited<ReturnType<typeof loadOnCallContext>>;

let registrationCounter = 0;
/** A registration no seeded request uses. */
export const testRegistration = () =>
  `F-Z${String.fromCharCode(65 + (registrationCounter % 26))}${String.fromCharCode(65 + Math.floor(registrationCounter++ / 26))}Q`;

/** A call taken through the API; answers the record. */
export async function takeCall(api: OnCallApi, c: OnCallContext, options: Record<string, unknown> = {}) {
  const res = await api.intake({
    customer_id: c.customer.id,
    airport_id: c.airport.ORY,
    priority: 'aog',
    caller_name: 'Maintenance control KLM',
    caller_phone: '+31 20 649 9123',
    defect: 'Bleed valve fault, ECAM BLEED 2 FAULT',
    registration: testRegistration(),
    ...options,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & {
    id: number;
    version: number;
    status: string;
    request_no: string;
    duplicates: { id: number }[];
  };
}

let technicianCounter = 0;
/**
 * A technician of CDG with no licence, no authorisation and no roster: the rules refuse them on a
 * known type (type_authorisation) and off roster (rostered) whatever the hour the tests run at.
 */
export async function insertCdgTechnician(t: TestApp, c: OnCallContext, options: { userId?: number } = {}) {
  const [row] = await t.database.db
    .insert(technicians)
    .values({
      region_id: c.regionId,
      home_station_id: c.station.CDG,
      employee_no: `OC-${++technicianCounter}-${Date.now() % 100000}`,
      name: `On-call tech ${technicianCounter}`,
      user_id: options.userId ?? null,
      hourly_cost: '60',
    })
    .returning({ id: technicians.id, name: technicians.name });
  return row;
}

/** A request taken and dispatched from CDG by `api` (a supervisor: any rule set aside with a reason). */
export async function dispatchedCall(
  t: TestApp,
  api: OnCallApi,
  c: OnCallContext,
  options: { technicianId?: number; call?: Record<string, unknown> } = {},
) {
  const call = await takeCall(api, c, options.call);
  const technicianId = options.technicianId ?? (await insertCdgTechnician(t, c)).id;
  const res = await api.dispatch(call.id, {
    version: call.version,
    station_id: c.station.CDG,
    technicians: [{ technician_id: technicianId, role: 'lead' }],
    override_reason: 'Only technician free at CDG tonight',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: number; version: number; status: string; eta_at: string };
}
