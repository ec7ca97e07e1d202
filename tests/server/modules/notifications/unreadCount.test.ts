import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../../server/db/schema';
import { bearer, createTestApp, insertUser, type TestApp } from '../../helper';

/**
 * The nav bar's count (GET /api/user notificationa_alert_count) is never served stale,
 * although sessions are cached: it is counted on every request, outside the cached session, so a
 * notification written by another process (here: another connection) shows at once.
 */
let t: TestApp;
let userId: number;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  userId = await insertUser(t, { email: 'counted@notify.test', regions: ['EUR-W'] });
  headers = bearer(await t.tokenFor('counted@notify.test'));
});
afterAll(() => t.close());

const count = async () => (await t.send('GET', '/api/user', headers)).json().notificationa_alert_count as number;

describe('the unread count', () => {
  it('changes as soon as another transaction adds a notification, with the session cached', async () => {
    expect(await count()).toBe(0);
    const cachedBefore = t.app.sessions.size;
    await t.database.db.transaction(async (tx) => {
      await tx.insert(notifications).values({ user_id: userId, type: 'memo', key: 'memo', params: { title: 'Hangar 3 closed', body: '' } });
    });
    expect(await count()).toBe(1);
    // Nothing emptied the session cache in between: notifications are not among the tables it watches.
    expect(t.app.sessions.enabled).toBe(true);
    expect(cachedBefore).toBeGreaterThan(0);
    expect(t.app.sessions.size).toBe(cachedBefore);
  });
});
