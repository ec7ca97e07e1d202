import { describe, expect, it } from 'vitest';
import { activityStatuses } from '../../../model/modules/scheduled/enums';
import { isLate } from '../../../model/modules/status_view/late';

const std = '2026-11-23T11:00:00Z';
const before = new Date('2026-11-23T10:59:59Z');
const after = new Date('2026-11-23T11:00:01Z');

describe('isLate: past STD and not completed (issue 13 §3, §4)', () => {
  it('is late once the STD has passed for work not yet done', () => {
    for (const status of ['planned', 'assigned', 'in_progress'] as const) {
      expect(isLate({ status, std_at: std }, before), status).toBe(false);
      expect(isLate({ status, std_at: std }, after), status).toBe(true);
    }
  });

  it('is not late at the STD itself, only after it', () => {
    expect(isLate({ status: 'in_progress', std_at: std }, new Date(std))).toBe(false);
  });

  it('completed or cancelled work is never late', () => {
    expect(isLate({ status: 'completed', std_at: std }, after)).toBe(false);
    expect(isLate({ status: 'cancelled', std_at: std }, after)).toBe(false);
  });

  it('work without an STD has no deadline', () => {
    for (const status of activityStatuses) expect(isLate({ status, std_at: null }, after)).toBe(false);
  });

  it('reads the STD as a Date as well as ISO text', () => {
    expect(isLate({ status: 'assigned', std_at: new Date(std) }, after)).toBe(true);
  });
});
