import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { activityAssignments } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/errors';
import { createTestApp, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from './fixtures';
import { newActivity, newTechnician, workAs, type WorkApi } from './workFixtures';

/**
 * Applying re-judges every proposed assignment through the manual path. Someone assigning meanwhile
 * is simulated by that path refusing chosen activities (as it would when the rules now fail): those
 * are skipped and reported, the rest applied; when nothing applies it is a 409 and nothing is written.
 */
const refused = vi.hoisted(() => new Set<number>());
vi.mock('../../../../server/modules/scheduled/assignments', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../server/modules/scheduled/assignments')>();
  return {
    ...original,
    assignTechnician: (...args: Parameters<typeof original.assignTechnician>) => {
      if (refused.has(args[3])) throw new ApiError(422, 'scheduled.rules_failed', {}, { technician_id: ['scheduled.already_assigned'] });
      return original.assignTechnician(...args);
    },
  };
});

let t: TestApp;
let c: ScheduledContext;
let admin: WorkApi;
let planner: WorkApi;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  [admin, planner] = await Promise.all(['admin@tarmac.test', 'planner@tarmac.test'].map((email) => workAs(t, email)));
});
afterAll(() => t.close());

const apply = (date: string) =>
  t.send('POST', '/api/activities/auto_assign', planner.headers, { date, station_id: c.station.ORY, dry_run: false });

describe('applying auto-assign when the day changed meanwhile', () => {
  it('skips and reports a refused assignment, applies the others', async () => {
    const date = '2036-08-01';
    const [kept, taken] = [
      await newActivity(admin, c, { station: 'ORY', date, sta: '08:00', std: '09:00' }),
      await newActivity(admin, c, { station: 'ORY', date, sta: '12:00', std: '13:00' }),
    ];
    await newTechnician(t, c, { station: 'ORY' });
    refused.add(taken.id);
    const res = await apply(date);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      applied: 1,
      skipped: [{ activity_id: taken.id, message: expect.stringContaining('already on the activity') }],
    });
    const rows = await t.database.db
      .select()
      .from(activityAssignments)
      .where(inArray(activityAssignments.activity_id, [kept.id, taken.id]));
    expect(rows.map((row) => row.activity_id)).toEqual([kept.id]);
  });

  it('answers 409 and writes nothing when no proposed assignment applies', async () => {
    const date = '2036-08-02';
    const activity = await newActivity(admin, c, { station: 'ORY', date });
    await newTechnician(t, c, { station: 'ORY' });
    refused.add(activity.id);
    const res = await apply(date);
    expect(res.statusCode, res.body).toBe(409);
    expect(
      await t.database.db
        .select()
        .from(activityAssignments)
        .where(inArray(activityAssignments.activity_id, [activity.id])),
    ).toEqual([]);
  });
});
