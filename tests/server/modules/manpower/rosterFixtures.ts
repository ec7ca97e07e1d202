import { eq, inArray } from 'drizzle-orm';
import { shiftTypes, stations, technicians } from '../../../../server/db/schema';
import { bearer, insertRole, insertUser, type TestApp } from '../../helper';

/** Requests to the roster endpoints as one caller. */
export function rosterApi(t: TestApp, headers: Record<string, string>) {
  return {
    headers,
    get: (stationId: number | string, from: string, to: string) =>
      t.app.inject({ method: 'GET', url: `/api/roster?station_id=${stationId}&from=${from}&to=${to}`, headers }),
    save: (body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/roster', headers, payload: body }),
  };
}

export type RosterApi = ReturnType<typeof rosterApi>;

export const rosterAs = async (t: TestApp, email: string) => rosterApi(t, bearer(await t.tokenFor(email)));

/** Seeded ids the roster tests use: stations, their technicians and the shift types by code. */
export async function loadRosterContext(t: TestApp) {
  const db = t.database.db;
  const stationRows = await db
    .select({ id: stations.id, code: stations.code })
    .from(stations)
    .where(inArray(stations.code, ['CDG', 'JFK', 'AMS']));
  const station = Object.fromEntries(stationRows.map((s) => [s.code, s.id])) as Record<'CDG' | 'JFK' | 'AMS', number>;
  const people = await db
    .select({ id: technicians.id, name: technicians.name, home: technicians.home_station_id })
    .from(technicians)
    .orderBy(technicians.id);
  const at = (code: keyof typeof station) => people.filter((p) => p.home === station[code]).map((p) => p.id);
  const types = await db.select({ id: shiftTypes.id, code: shiftTypes.code }).from(shiftTypes);
  const shift = Object.fromEntries(types.map((s) => [s.code, s.id])) as Record<'D' | 'E' | 'N' | 'O' | 'L' | 'S' | 'T' | 'SB', number>;
  return { station, cdg: at('CDG'), jfk: at('JFK'), shift };
}

/** An account whose role may edit the roster but not keep a breach of the rest rules. */
export async function insertRosterClerk(t: TestApp, email: string): Promise<void> {
  const roleId = await insertRole(t, `roster clerk ${email}`, ['manpower_tab', 'roster_write']);
  await insertUser(t, { email, role_id: roleId, regions: ['EUR-W'] });
}

export const technicianName = async (t: TestApp, id: number) =>
  (await t.database.db.select({ name: technicians.name }).from(technicians).where(eq(technicians.id, id)))[0].name;
