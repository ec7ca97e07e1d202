import { dueStatus } from '../../dueStatus';

/** What a due list shows: only what is overdue or due within the lead time. */
export type DueListStatus = 'overdue' | 'due_soon';

/**
 * The rows whose date (calibration, service or insurance) is past or within `leadDays` of today,
 * with their status, most urgent first (model/dueStatus.ts: the one due-soon rule).
 */
export function dueList<T>(
  rows: readonly T[],
  dateOf: (row: T) => string | null | undefined,
  today: string,
  leadDays: number,
): (T & { status: DueListStatus })[] {
  return rows
    .map((row) => ({ row, date: dateOf(row) ?? null, status: dueStatus(dateOf(row), today, leadDays) }))
    .filter((entry): entry is { row: T; date: string; status: DueListStatus } => entry.status === 'overdue' || entry.status === 'due_soon')
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ row, status }) => ({ ...row, status }));
}
