import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { defaultDueSoonDays, type DueStatus } from '../../model/dueStatus';

/**
 * The SQL twin of dueStatus() (model/dueStatus.ts), for lists that filter and sort on a status that
 * depends on today: the same four answers for the same dates (tests/server/dueStatusSql.test.ts).
 * `today` is the database's current_date unless a query (or the test) gives one; `leadDays` a number
 * or an integer expression (the lead time a settings row holds).
 */
export function dueStatusSql(
  dueDate: SQLWrapper,
  leadDays: number | SQLWrapper = defaultDueSoonDays,
  today: SQLWrapper = sql`current_date`,
): SQL<DueStatus> {
  // A number is written as a literal; an expression (a settings column the query joins) as itself.
  const lead = typeof leadDays === 'number' ? sql.raw(String(Math.trunc(leadDays))) : sql`${leadDays}::integer`;
  return sql<DueStatus>`case
  when ${dueDate} is null then 'none'
  when ${dueDate}::date < ${today}::date then 'overdue'
  when ${dueDate}::date <= ${today}::date + ${lead} then 'due_soon'
  else 'valid' end`;
}
