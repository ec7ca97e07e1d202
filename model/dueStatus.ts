/**
 * How close a due date is — calibration, equipment service and insurance, licences and type
 * authorisations, training, stock (docs/ARCHITECTURE.md): the one due-soon rule.
 * The server's SQL twin is server/db/dueStatusSql.ts (tests/server/dueStatusSql.test.ts keeps them equal).
 */
export const dueStatuses = ['overdue', 'due_soon', 'valid', 'none'] as const;
export type DueStatus = (typeof dueStatuses)[number];

/** How many days ahead a due date counts as due soon unless a rule says otherwise. */
export const defaultDueSoonDays = 30;

/** The ISO day `days` after an ISO day. */
function addDays(isoDay: string, days: number): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Before today: overdue; from today to `leadDays` after it (both included): due_soon; later: valid;
 * no date: none. Dates are ISO days (a timestamp counts by its date part), compared as text.
 */
export function dueStatus(dueDate: string | null | undefined, today: string, leadDays = defaultDueSoonDays): DueStatus {
  if (!dueDate) return 'none';
  const day = dueDate.slice(0, 10);
  if (day < today) return 'overdue';
  return day <= addDays(today, leadDays) ? 'due_soon' : 'valid';
}
