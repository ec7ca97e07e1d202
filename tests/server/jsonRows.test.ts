import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { insertRowsSql } from '../../server/db/jsonRows';
import { createTestDatabase } from './helper';

/** The batch writes' insert (server/db/jsonRows.ts): every row in one jsonb parameter, each value cast to its column. */
const probe = pgTable('json_rows_probe', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  seen_at: timestamp('seen_at', { withTimezone: true }),
  tags: text('tags').array(),
  doc: jsonb('doc').$type<{ key: string; line?: number }[]>(),
  day: date('day'),
  count: integer('count'),
  made_at: timestamp('made_at', { withTimezone: true }).notNull(),
  note: text('note'),
});

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table json_rows_probe (id serial primary key, name text not null unique,
    seen_at timestamptz, tags text[], doc jsonb, day date, count int, made_at timestamptz not null default now(), note text default 'kept')`);
});
afterAll(() => database.close());

describe('insertRowsSql', () => {
  it('inserts every row with each value cast to its column, computed columns, defaults for the columns left out, returned in the order given', async () => {
    const seen = new Date('2026-11-30T08:15:30.123Z');
    const rows = Array.from({ length: 60 }, (_, n) => ({
      name: `row ${String(59 - n).padStart(2, '0')}`,
      seen_at: n % 2 ? seen : null,
      tags: ['a', `t${n}`],
      doc: [{ key: 'movements.mvt.bad_line', line: n }],
      day: '2026-11-30',
      count: n,
      made_at: sql`'2026-01-02T03:04:05Z'::timestamptz`,
    }));
    const { rows: inserted } = (await database.db.execute(insertRowsSql(probe, rows, sql`returning id, name`))) as {
      rows: { id: number; name: string }[];
    };
    expect(inserted.map((row) => row.name)).toEqual(rows.map((row) => row.name));
    expect(inserted.map((row) => row.id)).toEqual([...inserted.map((row) => row.id)].sort((x, y) => x - y));

    const [second] = await database.db
      .select()
      .from(probe)
      .where(sql`${probe.name} = 'row 58'`);
    expect(second).toMatchObject({
      seen_at: seen,
      tags: ['a', 't1'],
      doc: [{ key: 'movements.mvt.bad_line', line: 1 }],
      day: '2026-11-30',
      count: 1,
      made_at: new Date('2026-01-02T03:04:05Z'),
      note: 'kept',
    });
    const [first] = await database.db
      .select()
      .from(probe)
      .where(sql`${probe.name} = 'row 59'`);
    expect(first.seen_at).toBeNull();
  });

  it('takes a conflict clause: a row already there is skipped and not returned', async () => {
    const { rows } = (await database.db.execute(
      insertRowsSql(probe, [{ name: 'row 00' }, { name: 'fresh' }], sql`on conflict (name) do nothing returning name`),
    )) as { rows: { name: string }[] };
    expect(rows).toEqual([{ name: 'fresh' }]);
  });

  it('refuses no rows at all: an INSERT of none would name no columns', () => {
    expect(() => insertRowsSql(probe, [])).toThrow(/at least one row/);
  });
});
