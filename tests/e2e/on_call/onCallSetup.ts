import type { BrowserContext, Page } from 'playwright-core';
import { apiAs } from '../support/shell';

/** A registration no other run has used, so the duplicate warning stays out of the way. */
export const freshRegistration = () => `F-H${Date.now().toString(36).slice(-3).toUpperCase()}`;

const list = async <T>(context: BrowserContext, resource: string, filter: object): Promise<T[]> =>
  (await apiAs(context, 'GET', `/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`)) as T[];

/** The demo's Paris CDG: Air France calls, Toni Technician (tech@tarmac.test) works there. */
export async function parisFacts(context: BrowserContext) {
  const [customer] = await list<{ id: number }>(context, 'customers', { q: 'Air France' });
  const [airport] = await list<{ id: number }>(context, 'airport', { q: 'CDG' });
  const [toni] = await list<{ id: number }>(context, 'technicians', { q: 'Toni Technician' });
  return { customerId: customer.id, airportId: airport.id, toniId: toni.id };
}

interface Suggestion {
  station_id: number;
  code: string;
  road_trip_id: number | null;
  technicians: { technician_id: number; ok: boolean }[];
}

/** An AOG call at CDG for Air France, taken through the API by the desk (`context`). */
export async function takeAogCall(context: BrowserContext): Promise<{ id: number; request_no: string; version: number }> {
  const facts = await parisFacts(context);
  return (await apiAs(context, 'POST', '/api/on_call_requests', {
    customer_id: facts.customerId,
    airport_id: facts.airportId,
    priority: 'aog',
    caller_name: 'OCC Air France',
    caller_phone: '+33 1 41 56 78 00',
    defect: 'Bleed air fault on engine 2, aircraft grounded',
    registration: freshRegistration(),
  })) as { id: number; request_no: string; version: number };
}

/**
 * An AOG call at CDG taken and dispatched to Toni through the API, as the desk (`context`, a
 * supervisor of Western Europe) would: the set-up of the technician's journey.
 */
export async function aogDispatchedToToni(context: BrowserContext): Promise<{ id: number; request_no: string }> {
  const { toniId } = await parisFacts(context);
  const created = await takeAogCall(context);
  const { stations } = (await apiAs(context, 'GET', `/api/on_call_requests/${created.id}/dispatch_suggestions`)) as {
    stations: Suggestion[];
  };
  const cdg = stations.find((station) => station.code === 'CDG')!;
  const toni = cdg.technicians.find((technician) => technician.technician_id === toniId)!;
  await apiAs(context, 'POST', `/api/on_call_requests/${created.id}/dispatch`, {
    version: created.version,
    station_id: cdg.station_id,
    road_trip_id: cdg.road_trip_id,
    technicians: [{ technician_id: toniId, role: 'lead' }],
    ...(toni.ok ? {} : { override_reason: 'E2E: the only B1 on shift at CDG' }),
  });
  return { id: created.id, request_no: created.request_no };
}

/** Waits for the request page to show `status` in its summary (not a step button of the same name). */
export async function waitForStatus(page: Page, status: string) {
  await page.getByRole('region', { name: 'Request summary' }).getByText(status, { exact: true }).waitFor({ state: 'visible' });
}

/** Whether the page scrolls sideways (a phone screen must not). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
