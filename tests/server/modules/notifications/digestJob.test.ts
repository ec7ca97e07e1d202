import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../../../server/db/schema';
import { startJobScheduler } from '../../../../server/jobs/scheduler';
import { notificationDigestJob } from '../../../../server/modules/notifications/digestJob';
import { createTestApp, insertUser, type TestApp } from '../../helper';

/**
 * The optional e-mail digest (docs/modules/notifications.md) — once a day, each user who turned it on gets their unread
 * notifications not mailed before, in their language, through the app's mail transport (the memory
 * transport the account tests read); each is mailed once.
 */
let t: TestApp;
let french: number;
const errors: unknown[] = [];
const log = { info: () => {}, error: (entry: unknown) => void errors.push(entry) };
const context = () => ({ mailer: t.mail, appUrl: 'http://tarmac.test', log });

async function addNotifications(userId: number) {
  const params = {
    work_order: 'CDG-20361201-004',
    flight: 'AF1141',
    station: 'CDG',
    date: '2036-12-01',
    start: '10:20',
    end: '11:05',
    technician: 'Fleur',
  };
  return t.database.db
    .insert(notifications)
    .values([
      { user_id: userId, type: 'assignment', key: 'assignment_you', params, link: '/scheduled_data/7' },
      {
        user_id: userId,
        type: 'memo',
        key: 'memo',
        params: { title: 'Hangar 3 fermé', body: 'Travaux jusqu’à vendredi.' },
        link: '/home',
        read_at: new Date(),
      },
      { user_id: userId, type: 'memo', key: 'memo', params: { title: 'Déjà envoyé', body: '' }, link: '/home', mailed_at: new Date() },
    ])
    .returning({ id: notifications.id });
}

beforeAll(async () => {
  t = await createTestApp();
  french = await insertUser(t, { email: 'fleur@digest.test', name: 'Fleur', regions: ['EUR-W'] });
  await t.database.db.update(users).set({ notification_digest: true, locale: 'fr' }).where(eq(users.id, french));
  const quiet = await insertUser(t, { email: 'quiet@digest.test', regions: ['EUR-W'] });
  const unverified = await insertUser(t, { email: 'unverified@digest.test', regions: ['EUR-W'], verified: false });
  await t.database.db.update(users).set({ notification_digest: true }).where(eq(users.id, unverified));
  for (const id of [french, quiet, unverified]) await addNotifications(id);
});
afterAll(() => t.close());

describe('the e-mail digest job', () => {
  it('mails a digest user their unread, not yet mailed notifications in their language, once', async () => {
    const scheduler = startJobScheduler(t.database.db, [notificationDigestJob], log, { context: context() });
    await scheduler.stop();
    expect((await scheduler.runDue(new Date()))[notificationDigestJob.name]).toBe('ran');

    const digests = t.mail.messages.filter((m) => m.to.endsWith('@digest.test'));
    expect(digests.map((m) => m.to)).toEqual(['fleur@digest.test']);
    const [mail] = digests;
    expect(mail.subject).toBe('Tarmac : vos notifications non lues (1)');
    expect(mail.text).toContain('Bonjour Fleur,');
    expect(mail.text).toContain(
      '• Vous êtes affecté à AF1141\n  CDG-20361201-004 à CDG, 01 déc. 2036 10:20–11:05.\n  http://tarmac.test/scheduled_data/7',
    );
    expect(mail.text).not.toContain('Hangar 3');
    expect(mail.text).not.toContain('Déjà envoyé');
    expect(mail.text).toContain('http://tarmac.test/settings/profile');

    const rows = await t.database.db.select().from(notifications).where(eq(notifications.user_id, french));
    expect(rows.filter((r) => r.mailed_at !== null)).toHaveLength(2);

    // The next day: nothing new, nothing mailed again.
    await t.database.db.transaction((tx) => notificationDigestJob.run(tx as never, new Date(), context()));
    expect(t.mail.messages.filter((m) => m.to.endsWith('@digest.test'))).toHaveLength(1);
  });

  it('mails a notification that arrived since, and only that one', async () => {
    await t.database.db
      .insert(notifications)
      .values({ user_id: french, type: 'memo', key: 'memo', params: { title: 'Hangar 3 fermé', body: '' }, link: '/home' });
    await t.database.db.transaction((tx) => notificationDigestJob.run(tx as never, new Date(), context()));
    const digests = t.mail.messages.filter((m) => m.to === 'fleur@digest.test');
    expect(digests).toHaveLength(2);
    expect(digests[1].subject).toBe('Tarmac : vos notifications non lues (1)');
    expect(digests[1].text).toContain('• Note de service : Hangar 3 fermé');
    expect(digests[1].text).not.toContain('AF1141');
  });

  it('keeps going when one mailbox fails: the others are mailed and marked, the failed one waits', async () => {
    const other = await insertUser(t, { email: 'other@digest.test', regions: ['EUR-W'] });
    await t.database.db.update(users).set({ notification_digest: true }).where(eq(users.id, other));
    await addNotifications(other);
    await addNotifications(french);
    const failing = {
      send: async (message: { to: string }) => {
        if (message.to === 'fleur@digest.test') throw new Error('mailbox full');
      },
    };
    await t.database.db.transaction((tx) => notificationDigestJob.run(tx as never, new Date(), { ...context(), mailer: failing }));
    const unmailed = async (userId: number) =>
      Number(
        (
          (await t.database.db.execute(
            sql`select count(*) as n from notifications where user_id = ${userId} and read_at is null and mailed_at is null`,
          )) as { rows: { n: unknown }[] }
        ).rows[0].n,
      );
    expect(await unmailed(other)).toBe(0);
    expect(await unmailed(french)).toBe(1);
    expect(errors).toHaveLength(1);
  });
});
