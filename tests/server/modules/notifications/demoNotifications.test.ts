import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportedLocales } from '../../../../model/locales';
import { notificationKeys } from '../../../../model/modules/notifications';
import type { DatabaseHandle } from '../../../../server/db/client';
import { notifications, users } from '../../../../server/db/schema';
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
      // The man-hour deficit signal of the demo's month in deficit (docs/modules/manpower.md).
      new Set(['assignment', 'retiming', 'conflict', 'licence_expiring', 'calibration_due', 'low_stock', 'memo', 'man_hour_deficit']),
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
});
