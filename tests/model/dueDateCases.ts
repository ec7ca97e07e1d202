import type { DueStatus } from '../../model/dueStatus';

/** Due dates around today, a year end and a leap day, with the status each must get: shared by the TS and SQL tests. */
export const dueDateCases: { dueDate: string | null; today: string; leadDays: number; status: DueStatus }[] = [
  { dueDate: null, today: '2026-12-20', leadDays: 30, status: 'none' },
  { dueDate: '2026-12-19', today: '2026-12-20', leadDays: 30, status: 'overdue' },
  { dueDate: '2026-12-20', today: '2026-12-20', leadDays: 30, status: 'due_soon' },
  { dueDate: '2027-01-19', today: '2026-12-20', leadDays: 30, status: 'due_soon' },
  { dueDate: '2027-01-20', today: '2026-12-20', leadDays: 30, status: 'valid' },
  { dueDate: '2028-02-29', today: '2028-02-28', leadDays: 1, status: 'due_soon' },
  { dueDate: '2028-03-01', today: '2028-02-28', leadDays: 1, status: 'valid' },
  { dueDate: '2028-03-01', today: '2028-02-28', leadDays: 2, status: 'due_soon' },
  { dueDate: '2026-03-02', today: '2026-03-02', leadDays: 0, status: 'due_soon' },
  { dueDate: '2026-03-03', today: '2026-03-02', leadDays: 0, status: 'valid' },
  { dueDate: '2026-06-30', today: '2026-03-02', leadDays: 120, status: 'due_soon' },
  { dueDate: '2025-03-02', today: '2026-03-02', leadDays: 365, status: 'overdue' },
];
