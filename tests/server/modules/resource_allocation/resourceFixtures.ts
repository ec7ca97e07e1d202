import { calibratedTools, equipment, trucks } from '../../../../server/db/schema';
import { bearer, type TestApp } from '../../helper';
import type { ScheduledContext } from '../scheduled/fixtures';

/** Requests to the Resources endpoints as one caller. */
export function resourcesApi(t: TestApp, headers: Record<string, string>) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => t.send(method, path, headers, payload);
  return {
    headers,
    resources: (query = '') => send('GET', `/api/resources${query}`),
    due: (query = '') => send('GET', `/api/resources/due${query}`),
    bookings: (query: string) => send('GET', `/api/resource_bookings?${query}`),
    book: (body: Record<string, unknown>) => send('POST', '/api/resource_bookings', body),
    move: (id: number, body: Record<string, unknown>) => send('PUT', `/api/resource_bookings/${id}`, body),
    release: (id: number) => send('DELETE', `/api/resource_bookings/${id}`),
    sendTool: (id: number, body: Record<string, unknown> = {}) => send('POST', `/api/calibrated_tools/${id}/calibration/send`, body),
    returnTool: (id: number, body: Record<string, unknown>) => send('POST', `/api/calibrated_tools/${id}/calibration/return`, body),
    calibrations: (id: number) => send('GET', `/api/calibrated_tools/${id}/calibrations`),
    usage: (id: number, query = '') => send('GET', `/api/calibrated_tools/${id}/usage${query}`),
    transfers: () => send('GET', '/api/resource_transfers'),
    transfer: (body: Record<string, unknown>) => send('POST', '/api/resource_transfers', body),
    arrive: (id: number, version: number) => send('POST', `/api/resource_transfers/${id}/arrive`, { version }),
    cancelTransfer: (id: number, version: number) => send('POST', `/api/resource_transfers/${id}/cancel`, { version }),
  };
}
export type ResourcesApi = ReturnType<typeof resourcesApi>;
export const resourcesAs = async (t: TestApp, email: string) => resourcesApi(t, bearer(await t.tokenFor(email)));

let serial = 0;
const unique = (prefix: string) => `${prefix}-${process.pid % 1000}-${++serial}`;

/** A resource of EUR-W at AMS (or JFK in NAM) inserted straight into the database. */
export function resourceMaker(t: TestApp, c: ScheduledContext) {
  const where = (station: 'AMS' | 'CDG' | 'JFK') => ({
    region_id: station === 'JFK' ? c.otherRegionId : c.regionId,
    station_id: c.station[station],
  });
  return {
    async truck(values: Partial<typeof trucks.$inferInsert> = {}, station: 'AMS' | 'CDG' | 'JFK' = 'AMS') {
      const [row] = await t.database.db
        .insert(trucks)
        .values({ ...where(station), registration: unique('TRK'), type: 'service_van', ...values })
        .returning({ id: trucks.id });
      return row.id;
    },
    async equipment(values: Partial<typeof equipment.$inferInsert> = {}, station: 'AMS' | 'CDG' | 'JFK' = 'AMS') {
      const [row] = await t.database.db
        .insert(equipment)
        .values({ ...where(station), asset_no: unique('GPU'), name: 'Ground power unit', ...values })
        .returning({ id: equipment.id });
      return row.id;
    },
    async tool(values: Partial<typeof calibratedTools.$inferInsert> = {}, station: 'AMS' | 'CDG' | 'JFK' = 'AMS') {
      const [row] = await t.database.db
        .insert(calibratedTools)
        .values({
          ...where(station),
          tool_no: unique('TW'),
          description: 'Torque wrench',
          calibration_interval_days: 365,
          last_calibrated: '2036-01-01',
          ...values,
        })
        .returning({ id: calibratedTools.id });
      return row.id;
    },
  };
}
