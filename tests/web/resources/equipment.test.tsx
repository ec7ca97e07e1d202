import { describe, expect, it } from 'vitest';
import { dueStatus } from '../../../src/resources/equipment/dueDate';

describe('due date highlighting (next service, insurance)', () => {
  const today = '2026-12-20';
  it('reads no date as none', () => {
    expect(dueStatus(null, today)).toBe('none');
    expect(dueStatus('', today)).toBe('none');
  });
  it('flags past dates overdue and the next 30 days due soon, across a year end', () => {
    expect(dueStatus('2026-12-19', today)).toBe('overdue');
    expect(dueStatus('2026-12-20', today)).toBe('due_soon');
    expect(dueStatus('2027-01-19', today)).toBe('due_soon');
    expect(dueStatus('2027-01-20', today)).toBe('valid');
  });
  it('accepts a date-time value by its day', () => {
    expect(dueStatus('2026-12-19T23:00:00Z', today)).toBe('overdue');
  });
});
