import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { defaultDueSoonDays, type DueStatus } from '../../model/dueStatus';

/**
 * The SQL twin of dueStatus() (model/dueStatus.ts), for lists that filter and sort on a status that
 * depends on today: the same four answers for the same dates (tests/server/dueStatusSql.test.ts).
 * `today` is the database's current_date unless a query (or the test) gives one.
 */
export function dueStatusSql(dueDate: SQLWrapper, leadDays = defaultDueSoonDays, today: SQLWrapper = sql`current_date`): SQL<DueStatus> {
  return sql<DueStatus>`case
  when ${dueDate} is null then 'none'
  when ${dueDate}::date < ${today}::date then 'overdue'
  when ${dueDate}::date <= ${today}::date + ${sql.raw(String(Math.trunc(leadDays)))} then 'due_soon'
  else 'valid' end`;
}
