import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportedLocales } from '../../../../model/locales';
import { notificationKeys } from '../../../../model/modules/notifications';
import type { Database, DatabaseHandle } from '../../../../server/db/client';
import { notifications, users } from '../../../../server/db/schema';
import { notificationAlertsJob } from '../../../../server/modules/notifications/alertsJob';
import { renderNotification } from '../../../../server/modules/notifications/renderNotification';
import { hasMessage, translatorFor } from '../../../../server/i18n';
import { createTestDatabase } from '../../helper';

/** Notifications (docs/modules/notifications.md) and the demo data: every notification reads in all six languages, from keys and params. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('notification texts', () => {
  it('every template has a title and a text in every language, the same placeholders as the English, and not the English words', () => {
    const english = translatorFor('en');
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of notificationKeys) {
      // A grouped alert's title has plural forms (title_one, title_other …): checked below with a count.
      const plural = hasMessage(`notifications.${key}.title_other`);
      if (plural) {
        const path = `notifications.${key}.title`;
        const names = placeholders(english(`${path}_other`));
        expect(names, path).toContain('count');
        for (const locale of supportedLocales) {
          expect(placeholders(translatorFor(locale)(`${path}_other`)), `${locale} ${path}_other`).toEqual(names);
          for (const count of [1, 2, 5, 1_000_000]) {
            const vars = Object.fromEntries(names.map((name) => [name, name === 'count' ? count : 'JFK']));
            const title = translatorFor(locale)(path, vars);
            expect(title, `${locale} ${path} ${count}`).toContain(String(count));
            expect(title, `${locale} ${path} ${count}`).not.toMatch(/{{|}}|notifications\./);
            if (locale !== 'en') expect(title, `${locale} ${path} is the English`).not.toBe(translatorFor('en')(path, vars));
          }
        }
      }
      for (const part of plural ? ['text'] : ['title', 'text']) {
        const path = `notifications.${key}.${part}`;
        expect(hasMessage(path), path).toBe(true);
        // Without params a template reads with its placeholders left in.
        const raw = (locale: (typeof supportedLocales)[number]) => translatorFor(locale)(path);
        for (const locale of supportedLocales) {
          const text = raw(locale);
          expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(english(path)));
          const wordsOnly = text.replace(/{{\w+}}/g, '').trim();
          if (locale !== 'en' && wordsOnly.length > 3) expect(text, `${locale} ${path} is the English`).not.toBe(raw('en'));
        }
      }
    }
  });

  it('the demo notifications are keyed (no stored English) and render completely in every language', async () => {
    const rows = await database.db
      .select({ type: notifications.type, key: notifications.key, params: notifications.params, email: users.email })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.user_id));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.key === 'message')).toEqual([]);
    expect(new Set(rows.map((row) => row.type))).toEqual(
      // The man-hour deficit signal of the demo's month in deficit (docs/modules/manpower.md); the daily alerts
      // job's run raises the courses running out too (training_expiring, on purpose since the seed runs it).
      new Set([
        'assignment',
        'retiming',
        'conflict',
        'licence_expiring',
        'training_expiring',
        'calibration_due',
        'low_stock',
        'memo',
        'man_hour_deficit',
      ]),
    );
    for (const locale of supportedLocales) {
      for (const row of rows) {
        const { title, text } = renderNotification(row, locale);
        expect(title, `${row.key} in ${locale}`).not.toMatch(/{{|}}|notifications\./);
        expect(text, `${row.key} in ${locale}`).not.toMatch(/{{|}}|notifications\./);
        expect(title.length).toBeGreaterThan(2);
      }
    }
  });

  it('the demo’s due tools and licences are what the daily job raises: one notice per station for the planners and supervisors, a technician’s own per item, and a run today adds nothing', async () => {
    const db = database.db;
    const alerts = () =>
      db
        .select({ type: notifications.type, key: notifications.key, dedupe: notifications.dedupe_key, email: users.email })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.user_id))
        .where(inArray(notifications.type, ['calibration_due', 'licence_expiring', 'training_expiring']));
    const seeded = await alerts();
    const ofAccount = (email: string) => seeded.filter((row) => row.email === email);
    // Tools only ever per station, for the planners and supervisors; no one line per tool.
    expect(seeded.filter((row) => row.type === 'calibration_due').every((row) => row.key === 'calibration_due_station')).toBe(true);
    expect(ofAccount('planner@tarmac.test').some((row) => row.key === 'calibration_due_station')).toBe(true);
    expect(ofAccount('supervisor@tarmac.test').map((row) => row.key)).toEqual(
      expect.arrayContaining(['calibration_due_station', 'licence_expiring_station']),
    );
    // The technician reads their own licence, per item, on their training page.
    expect(ofAccount('tech@tarmac.test').map((row) => row.key)).toContain('licence_expiring');
    for (const row of seeded) {
      if (row.key.endsWith('_station')) expect(row.dedupe, row.key).toMatch(/^\w+:station:/);
      else expect(row.dedupe, row.key).not.toMatch(/:station:/);
    }
    // The job's own run on the demo's day adds nothing: the seed holds exactly what it raises.
    await db.transaction((tx) => notificationAlertsJob.run(tx as unknown as Database, new Date()));
    expect((await alerts()).length).toBe(seeded.length);
  });
});
