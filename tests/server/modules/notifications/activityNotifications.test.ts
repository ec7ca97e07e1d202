import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { newActivity, newTechnician, workAs, type WorkApi } from '../scheduled/workFixtures';
import { countsOf, notificationCast, notificationsOf, userIdOf } from './notificationFixtures';

/**
 * The Scheduled actions notify the technician's own account and the station's
 * supervisors (those posted at the station, else the region's), never the person who acted, in the
 * same transaction as the change.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: WorkApi;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  admin = await workAs(t, 'admin@tarmac.test');
  adminId = await userIdOf(t, 'admin@tarmac.test');
});
afterAll(() => t.close());

const version = async (api: WorkApi, id: number) => (await api.get(id)).json().version as number;

describe('notifications of the Scheduled actions', () => {
  it('assignment: the technician reads "You are assigned", the supervisor posted at the station the third-person text; nobody else', async () => {
    const cast = await notificationCast(t, c);
    const activity = await newActivity(admin, c, { station: 'AMS', date: '2036-06-01', sta: '10:00', std: '11:00' });
    const res = await admin.assign(activity.id, { technician_id: cast.technician, role: 'lead' });
    expect(res.statusCode, res.body).toBe(201);

    const [mine] = await notificationsOf(t, cast.techUser);
    expect(mine).toMatchObject({
      type: 'assignment',
      key: 'assignment_you',
      link: `/scheduled_data/${activity.id}`,
      read_at: null,
      dedupe_key: null,
      params: {
        work_order: activity.work_order,
        station: 'AMS',
        date: '2036-06-01',
        start: '10:00',
        end: '11:00',
        technician: expect.stringContaining('Nina Tech'),
      },
    });
    expect((await notificationsOf(t, cast.amsSupervisor)).map((n) => n.key)).toEqual(['assignment']);
    expect(
      await countsOf(
        t,
        [cast.floatingSupervisor, cast.samSupervisor, cast.inactiveSupervisor, cast.namSupervisor, adminId],
        `/scheduled_data/${activity.id}`,
      ),
    ).toEqual([0, 0, 0, 0, 0]);
  });

  it('tells every supervisor of the region when none is posted at the station', async () => {
    const cast = await notificationCast(t, c);
    const activity = await newActivity(admin, c, { station: 'CDG', date: '2036-06-02' });
    expect((await admin.assign(activity.id, { technician_id: cast.technician, role: 'lead' })).statusCode).toBe(201);
    const [ams, floating, sam, inactive, nam] = await Promise.all(
      [cast.amsSupervisor, cast.floatingSupervisor, cast.samSupervisor, cast.inactiveSupervisor, cast.namSupervisor].map((id) =>
        notificationsOf(t, id, { type: 'assignment' }),
      ),
    );
    const ofThis = (rows: { link: string | null }[]) => rows.filter((n) => n.link === `/scheduled_data/${activity.id}`).length;
    expect([ofThis(ams), ofThis(floating), ofThis(sam), ofThis(inactive), ofThis(nam)]).toEqual([1, 1, 1, 0, 0]);
  });

  it('never notifies the person who made the change', async () => {
    const cast = await notificationCast(t, c);
    const supervisor = await workAs(t, cast.emails.amsSupervisor);
    const activity = await newActivity(admin, c, { station: 'AMS', date: '2036-06-03' });
    const res = await supervisor.assign(activity.id, { technician_id: cast.technician, role: 'lead' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await countsOf(t, [cast.amsSupervisor, cast.techUser])).toEqual([0, 1]);
  });

  it('unassignment: the technician and the supervisor are told', async () => {
    const cast = await notificationCast(t, c);
    const activity = await newActivity(admin, c, { station: 'AMS', date: '2036-06-04' });
    const assignment = (await admin.assign(activity.id, { technician_id: cast.technician, role: 'lead' })).json();
    expect((await admin.unassign(activity.id, assignment.id)).statusCode).toBe(200);
    expect((await notificationsOf(t, cast.techUser)).map((n) => n.key)).toEqual(['assignment_you', 'unassignment_you']);
    expect((await notificationsOf(t, cast.amsSupervisor)).map((n) => n.key)).toEqual(['assignment', 'unassignment']);
  });

  it('re-timing: a new estimated time tells the crew and the supervisor the new local times; an actual time recorded does not', async () => {
    const cast = await notificationCast(t, c);
    const activity = await newActivity(admin, c, { station: 'AMS', date: '2036-06-05', sta: '10:00', std: '11:00' });
    await admin.assign(activity.id, { technician_id: cast.technician, role: 'lead' });
    // 09:40 UTC is 11:40 in Amsterdam (summer time).
    const moved = await t.send('PUT', `/api/activities/${activity.id}/times`, admin.headers, {
      eta_at: '2036-06-05T09:40:00Z',
      etd_at: '2036-06-05T10:30:00Z',
      version: await version(admin, activity.id),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [retimed] = await notificationsOf(t, cast.techUser, { type: 'retiming' });
    expect(retimed).toMatchObject({ key: 'retiming', params: { start: '11:40', end: '12:30' } });
    expect((await notificationsOf(t, cast.amsSupervisor, { type: 'retiming' })).length).toBe(1);

    const arrived = await t.send('PUT', `/api/activities/${activity.id}/times`, admin.headers, {
      ata_at: '2036-06-05T09:45:00Z',
      version: await version(admin, activity.id),
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect((await notificationsOf(t, cast.techUser, { type: 'retiming' })).length).toBe(1);
  });

  it('reschedule: the technician moved off and the one moved on are told, and the new times', async () => {
    const cast = await notificationCast(t, c);
    const other = await notificationCast(t, c);
    const activity = await newActivity(admin, c, { station: 'AMS', date: '2036-06-06', sta: '10:00', std: '11:00' });
    await admin.assign(activity.id, { technician_id: cast.technician, role: 'lead' });
    const res = await admin.reschedule(activity.id, {
      from_technician_id: cast.technician,
      to_technician_id: other.technician,
      sta_at: '2036-06-06T10:00:00Z',
      std_at: '2036-06-06T11:00:00Z',
      version: await version(admin, activity.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await notificationsOf(t, cast.techUser)).map((n) => n.key)).toEqual(['assignment_you', 'unassignment_you']);
    const newcomer = await notificationsOf(t, other.techUser);
    expect(newcomer.map((n) => n.key)).toEqual(['assignment_you']);
    expect(newcomer[0].params).toMatchObject({ start: '12:00', end: '13:00' });
    expect((await notificationsOf(t, cast.amsSupervisor)).map((n) => n.key)).toEqual([
      'assignment',
      'unassignment',
      'assignment',
      'retiming',
    ]);
  });

  it('cancellation: the crew and the supervisor read the reason', async () => {
    const cast = await notificationCast(t, c);
    const activity = await newActivity(admin, c, { station: 'AMS', date: '2036-06-07' });
    await admin.assign(activity.id, { technician_id: cast.technician, role: 'lead' });
    const res = await admin.status(activity.id, {
      status: 'cancelled',
      reason: 'Flight cancelled by the airline',
      version: await version(admin, activity.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const userId of [cast.techUser, cast.amsSupervisor]) {
      const [cancelled] = await notificationsOf(t, userId, { type: 'cancellation' });
      expect(cancelled).toMatchObject({
        key: 'cancellation',
        params: { reason: 'Flight cancelled by the airline', work_order: activity.work_order },
      });
    }
  });

  it('conflict: a double booking made by an override tells the technician and the supervisor, naming the other job', async () => {
    const cast = await notificationCast(t, c);
    const first = await newActivity(admin, c, { station: 'AMS', date: '2036-06-08', sta: '10:00', std: '11:00' });
    const second = await newActivity(admin, c, { station: 'AMS', date: '2036-06-08', sta: '10:30', std: '11:30' });
    await admin.assign(first.id, { technician_id: cast.technician, role: 'lead' });
    const res = await admin.assign(second.id, {
      technician_id: cast.technician,
      role: 'lead',
      override_reason: 'Short of staff, both jobs side by side',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [conflict] = await notificationsOf(t, cast.techUser, { type: 'conflict' });
    expect(conflict).toMatchObject({
      key: 'conflict_you',
      link: `/scheduled_data/${second.id}`,
      params: { work_order: second.work_order, other_work_order: first.work_order },
    });
    expect((await notificationsOf(t, cast.amsSupervisor, { type: 'conflict' })).map((n) => n.key)).toEqual(['conflict']);
  });

  it('writes nothing when the action is refused: the notifications share its transaction', async () => {
    const cast = await notificationCast(t, c);
    const activity = await newActivity(admin, c, { station: 'AMS', date: '2036-06-09' });
    const unqualified = await newTechnician(t, c, { licence: 'easa_b2', userId: cast.techUser });
    expect((await admin.assign(activity.id, { technician_id: unqualified, role: 'lead' })).statusCode).toBe(422);
    expect(await countsOf(t, [cast.techUser, cast.amsSupervisor])).toEqual([0, 0]);
  });
});
