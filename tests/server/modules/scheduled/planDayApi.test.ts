import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities, auditLog } from '../../../../server/db/schema';
import { createTestApp, type TestApp } from '../../helper';
import { activitiesOf, insertSchedule, loadScheduledContext, type ScheduledContext } from './fixtures';
import { as } from './scheduledApi';

/** Plan day (docs/modules/scheduled.md) through the API: POST /api/activities/plan, its idempotency under concurrency, and what it never touches. */
let t: TestApp;
let c: ScheduledContext;
let planner: Awaited<ReturnType<typeof as>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  planner = await as(t, 'planner@tarmac.test');
});
afterAll(() => t.close());

describe('POST /api/activities/plan', () => {
  it('plans the active region’s day and answers {created, existing}; planning again creates nothing', async () => {
    const id = await insertSchedule(t.database.db, c, { station: 'ORY', validFrom: '2034-01-01', serviceCodes: ['TRANSIT', 'DAILY'] });
    const first = await planner.plan({ date: '2034-01-02', station_id: c.station.ORY });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().created).toBeGreaterThan(0);
    const [activity] = await activitiesOf(t.database.db, id, '2034-01-02');
    expect(activity.services).toHaveLength(2);

    const again = await planner.plan({ date: '2034-01-02', station_id: c.station.ORY });
    expect(again.json()).toEqual({ created: 0, existing: first.json().created + first.json().existing });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'plan'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('two planners pressing the button at once create each activity once, with distinct work orders', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => insertSchedule(t.database.db, c, { station: 'ORY', validFrom: '2034-02-01' })));
    const [a, b] = await Promise.all([planner.plan({ date: '2034-02-06' }), planner.plan({ date: '2034-02-06' })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().created + b.json().created).toBe(a.json().created + a.json().existing);
    for (const id of ids) expect(await activitiesOf(t.database.db, id, '2034-02-06')).toHaveLength(1);
    const day = await t.database.db
      .select({ work_order: activities.work_order })
      .from(activities)
      .where(eq(activities.local_date, '2034-02-06'));
    expect(new Set(day.map((d) => d.work_order)).size).toBe(day.length);
  });

  it('re-planning never touches an edited or a cancelled activity, and adds what is missing', async () => {
    const edited = await insertSchedule(t.database.db, c, { station: 'ORY', validFrom: '2034-03-01' });
    const cancelled = await insertSchedule(t.database.db, c, { station: 'ORY', validFrom: '2034-03-01' });
    await planner.plan({ date: '2034-03-06', station_id: c.station.ORY });
    const [e] = await activitiesOf(t.database.db, edited, '2034-03-06');
    const [x] = await activitiesOf(t.database.db, cancelled, '2034-03-06');
    expect((await planner.update(e.id, { version: e.version, registration: 'F-HEPA', std: '13:15' })).statusCode).toBe(200);
    expect(
      (await planner.status(x.id, { version: x.version, status: 'cancelled', reason: 'Flight cancelled by the airline' })).statusCode,
    ).toBe(200);
    const added = await insertSchedule(t.database.db, c, { station: 'ORY', validFrom: '2034-03-01' });

    const res = await planner.plan({ date: '2034-03-06', station_id: c.station.ORY });
    expect(res.json().created).toBe(1);
    const [e2] = await activitiesOf(t.database.db, edited, '2034-03-06');
    const [x2] = await activitiesOf(t.database.db, cancelled, '2034-03-06');
    expect(e2).toMatchObject({ id: e.id, registration: 'F-HEPA', edited: true, std_at: new Date('2034-03-06T12:15:00Z') });
    expect(x2).toMatchObject({ id: x.id, status: 'cancelled', cancel_reason: 'Flight cancelled by the airline' });
    expect(await activitiesOf(t.database.db, added, '2034-03-06')).toHaveLength(1);
  });

  it('plans the caller’s active region only: a station of another region is refused as missing', async () => {
    const res = await planner.plan({ date: '2034-01-02', station_id: c.station.JFK });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['station_id']);
  });

  it('refuses bad input with 422 and callers without scheduled_write with 403', async () => {
    for (const body of [
      {},
      { date: '2034-02-30' },
      { date: '0000-01-01' },
      { date: '2034-01-01', station_id: 'x' },
      { date: '2034-01-01', extra: 1 },
    ]) {
      expect((await planner.plan(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    for (const email of ['tech@tarmac.test', 'viewer@tarmac.test']) {
      expect((await (await as(t, email)).plan({ date: '2034-01-02' })).statusCode).toBe(403);
    }
  });
});
