import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../../../server/db/seed/dates';
import { technicianCourses, technicians } from '../../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { newActivity, newTechnician, rosterEveryDay, workAs, type WorkApi } from '../scheduled/workFixtures';
import { courseId, hoursFromNow, newSession, trainingAs, type TrainingApi } from './trainingApi';

/**
 * docs/modules/training.md: the compliance matrix (technicians × mandatory courses, licence and type
 * authorisations) with its server-side filters, the expiring list a session is planned from, and
 * the Scheduled assignment rule reading the passes recorded here.
 */
let t: TestApp;
let c: ScheduledContext;
let supervisor: TrainingApi;
let admin: WorkApi;
let hf: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  supervisor = await trainingAs(t, 'supervisor@tarmac.test');
  admin = await workAs(t, 'admin@tarmac.test');
  hf = await courseId(t, 'HF-REC');
});
afterAll(() => t.close());

type Matrix = {
  requirements: { key: string }[];
  rows: { technician_id: number; cells: Record<string, { state: string; expires_on: string | null }> }[];
};
const rowOf = (matrix: Matrix, id: number) => matrix.rows.find((r) => r.technician_id === id);

/** A technician whose human-factors course lapsed: the record expired years ago. */
async function lapsedTechnician(name: string): Promise<number> {
  const id = await newTechnician(t, c, { name, coursesMissing: ['HF-REC'] });
  await t.database.db
    .insert(technicianCourses)
    .values({ technician_id: id, course_id: hf, completed_on: '2020-01-10', expires_on: '2022-01-10' });
  return id;
}

/** Runs a session that ended yesterday with the technician passing it. */
async function passSession(technicianId: number) {
  const session = await newSession(supervisor, c, hf, { starts_at: hoursFromNow(-30), ends_at: hoursFromNow(-24), status: 'open' });
  const [attendee] = (await supervisor.enrol(session.id, [technicianId])).json();
  const res = await supervisor.result(session.id, attendee.id, {
    result: 'pass',
    completed_on: hoursFromNow(-24).slice(0, 10),
    version: attendee.version,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/training_matrix', () => {
  it('states per cell: expired, expiring within 30 and 60 days, missing; the licence and type authorisations are columns too', async () => {
    const id = await newTechnician(t, c, {
      name: 'Matrix Mona',
      coursesMissing: ['HF-REC', 'EWIS-REC'],
      licenceExpiry: daysFromToday(20),
      authorisations: [{ category: 'B1', valid_until: daysFromToday(45) }],
    });
    await t.database.db
      .insert(technicianCourses)
      .values({ technician_id: id, course_id: hf, completed_on: '2020-01-10', expires_on: '2022-01-10' });
    const res = await supervisor.matrix('q=Matrix%20Mona');
    expect(res.statusCode, res.body).toBe(200);
    const matrix = res.json() as Matrix;
    expect(matrix.rows).toHaveLength(1);
    const cells = rowOf(matrix, id)!.cells;
    expect(cells[`course:${hf}`]).toEqual({ state: 'expired', expires_on: '2022-01-10' });
    expect(cells[`course:${await courseId(t, 'EWIS-REC')}`].state).toBe('missing');
    expect(cells.licence).toEqual({ state: 'expiring_30', expires_on: daysFromToday(20) });
    expect(cells[`type:${c.aircraftTypeId}:B1`]).toEqual({ state: 'expiring_60', expires_on: daysFromToday(45) });
    expect(matrix.requirements.map((r) => r.key)).toEqual(
      expect.arrayContaining([`course:${hf}`, 'licence', `type:${c.aircraftTypeId}:B1`]),
    );
  });

  it('filters by station, course, state and search on the server; another region’s technicians never show', async () => {
    const cdg = await newTechnician(t, c, { name: 'Filter Felix', station: 'CDG' });
    const jfk = await newTechnician(t, c, { name: 'Filter Nora', station: 'JFK' });
    const byStation = (await supervisor.matrix(`station_id=${c.station.CDG}`)).json() as Matrix;
    expect(rowOf(byStation, cdg)).toBeDefined();
    expect(byStation.rows.every((r) => r.technician_id !== jfk)).toBe(true);
    const [tech] = await t.database.db.select({ home: technicians.home_station_id }).from(technicians).where(eq(technicians.id, cdg));
    expect(tech.home).toBe(c.station.CDG);
    const byCourse = (await supervisor.matrix(`course_id=${hf}`)).json() as Matrix;
    expect(byCourse.requirements.map((r) => r.key)).toEqual([`course:${hf}`]);
    const lapsed = await lapsedTechnician('Filter Lapsed');
    const expired = (await supervisor.matrix(`state=expired&q=Filter`)).json() as Matrix;
    expect(expired.rows.map((r) => r.technician_id)).toEqual([lapsed]);
    expect((await supervisor.matrix('state=bogus')).statusCode).toBe(422);
    expect((await supervisor.matrix('q=Filter%20Nora')).json().rows).toEqual([]);
  });

  it('a pass recorded on a session turns the cell valid, and the expiring list drops the technician', async () => {
    const id = await lapsedTechnician('Renewal Rita');
    const before = (await supervisor.expiring(hf)).json() as { technician_id: number; state: string }[];
    expect(before.find((p) => p.technician_id === id)).toMatchObject({ state: 'expired' });
    await passSession(id);
    const after = (await supervisor.matrix('q=Renewal%20Rita')).json() as Matrix;
    expect(rowOf(after, id)!.cells[`course:${hf}`].state).toBe('valid');
    expect(((await supervisor.expiring(hf)).json() as { technician_id: number }[]).some((p) => p.technician_id === id)).toBe(false);
  });
});

describe('the assignment rule mandatory_training reads the passes recorded here (145.A.35(d))', () => {
  it('a lapsed course is refused; after a pass on a session the same assignment is accepted', async () => {
    const id = await lapsedTechnician('Assign Arno');
    await rosterEveryDay(t, c, id, 'AMS', [daysFromToday(10)]);
    const activity = await newActivity(admin, c, { date: daysFromToday(10) });
    const refused = await admin.assign(activity.id, { technician_id: id, role: 'lead' });
    expect(refused.statusCode).toBe(422);
    expect(
      refused
        .json()
        .rules.filter((r: { ok: boolean }) => !r.ok)
        .map((r: { rule: string }) => r.rule),
    ).toEqual(['mandatory_training']);
    await passSession(id);
    const accepted = await admin.assign(activity.id, { technician_id: id, role: 'lead' });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
