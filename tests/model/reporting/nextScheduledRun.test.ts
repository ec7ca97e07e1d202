import { describe, expect, it } from 'vitest';
import { nextScheduledRun } from '../../../model/modules/reporting/saved';

describe('nextScheduledRun', () => {
  // Wednesday 2026-11-25, 06:30 UTC.
  const after = new Date('2026-11-25T06:30:00Z');

  it('runs at the hour strictly after now: today if still ahead, else tomorrow', () => {
    expect(nextScheduledRun('daily', 7, after).toISOString()).toBe('2026-11-25T07:00:00.000Z');
    expect(nextScheduledRun('daily', 6, after).toISOString()).toBe('2026-11-26T06:00:00.000Z');
  });

  it('weekly on Mondays and monthly on the first, the days scheduledPeriod counts from', () => {
    expect(nextScheduledRun('weekly', 6, after).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextScheduledRun('monthly', 6, after).toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(nextScheduledRun('monthly', 6, new Date('2026-12-01T06:00:00Z')).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });
});
