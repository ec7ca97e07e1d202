import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dueStatus } from '../../model/dueStatus';
import type { DatabaseHandle } from '../../server/db/client';
import { dueStatusSql } from '../../server/db/dueStatusSql';
import { createTestDatabase } from './helper';
import { dueDateCases } from '../model/dueDateCases';

/** The due-soon rule in SQL answers as the TypeScript rule does, date for date (docs/decisions/0004-pure-rules-with-sql-twins.md). */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('dueStatusSql', () => {
  it.each(dueDateCases)(
    'agrees with dueStatus for $dueDate on $today with $leadDays days ahead',
    async ({ dueDate, today, leadDays, status }) => {
      const query = sql`select ${dueStatusSql(sql`${dueDate}::date`, leadDays, sql`${today}::date`)} as status`;
      const { rows } = (await database.db.execute(query)) as { rows: { status: string }[] };
      expect(rows[0].status).toBe(dueStatus(dueDate, today, leadDays));
      expect(rows[0].status).toBe(status);
    },
  );

  it.each(dueDateCases)(
    'takes the lead time as an expression (a settings column) for $dueDate on $today with $leadDays days ahead',
    async ({ dueDate, today, leadDays, status }) => {
      const query = sql`select ${dueStatusSql(sql`${dueDate}::date`, sql`lead.days`, sql`${today}::date`)} as status from (select ${leadDays}::integer as days) lead`;
      const { rows } = (await database.db.execute(query)) as { rows: { status: string }[] };
      expect(rows[0].status).toBe(status);
    },
  );

  it('reads today from the database unless told', async () => {
    const { rows } = (await database.db.execute(sql`select ${dueStatusSql(sql`current_date`, 0)} as status`)) as {
      rows: { status: string }[];
    };
    expect(rows[0].status).toBe('due_soon');
  });
});
