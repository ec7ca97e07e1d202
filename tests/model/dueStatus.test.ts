import { describe, expect, it } from 'vitest';
import { defaultDueSoonDays, dueStatus } from '../../model/dueStatus';
import { dueDateCases } from './dueDateCases';

describe('dueStatus: the one due-soon rule', () => {
  it.each(dueDateCases)('$dueDate on $today with $leadDays days ahead is $status', ({ dueDate, today, leadDays, status }) => {
    expect(dueStatus(dueDate, today, leadDays)).toBe(status);
  });

  it('reads an empty value as no date', () => {
    expect(dueStatus('', '2026-12-20')).toBe('none');
    expect(dueStatus(undefined, '2026-12-20')).toBe('none');
  });

  it('looks 30 days ahead unless told otherwise', () => {
    expect(defaultDueSoonDays).toBe(30);
    expect(dueStatus('2027-01-19', '2026-12-20')).toBe('due_soon');
    expect(dueStatus('2027-01-20', '2026-12-20')).toBe('valid');
  });

  it('counts a date-time by its day', () => {
    expect(dueStatus('2026-12-19T23:00:00Z', '2026-12-20')).toBe('overdue');
    expect(dueStatus('2026-12-20T00:00:00Z', '2026-12-20')).toBe('due_soon');
  });
});
