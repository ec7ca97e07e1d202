import { describe, expect, it } from 'vitest';
import { activityStatuses } from '../../../model/modules/scheduled/enums';
import { closedStatuses, isLate, isOpenStatus } from '../../../model/modules/scheduled/late';

const now = new Date('2026-07-01T10:00:00Z');

describe('late work', () => {
  it('is past its STD and still open', () => {
    expect(isLate({ status: 'assigned', std_at: '2026-07-01T09:59:00Z' }, now)).toBe(true);
    expect(isLate({ status: 'in_progress', std_at: new Date('2026-07-01T08:00:00Z') }, now)).toBe(true);
    expect(isLate({ status: 'planned', std_at: '2026-06-30T23:00:00Z' }, now)).toBe(true);
  });

  it('is not late before or at its STD, without an STD, or once completed or cancelled', () => {
    expect(isLate({ status: 'assigned', std_at: '2026-07-01T10:00:00Z' }, now)).toBe(false);
    expect(isLate({ status: 'assigned', std_at: '2026-07-01T10:30:00Z' }, now)).toBe(false);
    expect(isLate({ status: 'assigned', std_at: null }, now)).toBe(false);
    expect(isLate({ status: 'completed', std_at: '2026-07-01T08:00:00Z' }, now)).toBe(false);
    expect(isLate({ status: 'cancelled', std_at: '2026-07-01T08:00:00Z' }, now)).toBe(false);
  });

  it('calls open every status but completed and cancelled', () => {
    expect(activityStatuses.filter(isOpenStatus)).toEqual(['planned', 'assigned', 'in_progress']);
    expect(closedStatuses).toEqual(['completed', 'cancelled']);
  });
});
