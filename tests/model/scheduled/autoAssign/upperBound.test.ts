import { describe, expect, it } from 'vitest';
import { maxNonOverlapping, upperBound } from '../../../../model/modules/scheduled/autoAssign';
import { window } from '../assignmentFixtures';

const at = (from: string, to: string) => window(`2026-11-23T${from}:00Z`, `2026-11-23T${to}:00Z`);

describe('upperBound', () => {
  it('takes the most pairwise non-overlapping windows (touching ones do not overlap; zero-length ones are never counted against)', () => {
    expect(maxNonOverlapping([at('08:00', '12:00'), at('09:00', '10:00'), at('10:00', '11:00'), at('11:00', '12:00')])).toBe(3);
    expect(maxNonOverlapping([at('10:00', '10:00'), at('09:00', '11:00')])).toBe(2);
    expect(maxNonOverlapping([])).toBe(0);
  });

  it('bounds by the seats, by who is eligible and by what each technician can do at once', () => {
    const same = at('10:00', '11:00');
    expect(upperBound({ activities: [{ seats: 2, window: same, eligible: [1] }] })).toBe(1);
    expect(upperBound({ activities: [{ seats: 1, window: same, eligible: [1, 2] }, { seats: 1, window: same, eligible: [1] }] })).toBe(2);
    expect(upperBound({ activities: [{ seats: 1, window: same, eligible: [1] }, { seats: 1, window: same, eligible: [1] }] })).toBe(1);
    expect(upperBound({ activities: [{ seats: 1, window: at('08:00', '09:00'), eligible: [1] }, { seats: 1, window: at('09:00', '10:00'), eligible: [1] }] })).toBe(2);
  });

  it('is at least any assignment that gives each technician non-overlapping work (brute force on small cases)', () => {
    const windows = [at('08:00', '10:00'), at('09:00', '11:00'), at('10:00', '12:00'), at('11:00', '13:00')];
    const eligible = [[1, 2], [1], [2, 3], [3]];
    const activities = windows.map((w, n) => ({ seats: n === 0 ? 2 : 1, window: w, eligible: eligible[n] }));
    let best = 0;
    const choices = activities.map((a) => [[], ...a.eligible.map((id) => [id]), ...(a.seats > 1 ? [a.eligible] : [])]);
    const walk = (n: number, taken: number[][]): void => {
      if (n === activities.length) {
        const ok = taken.every((ids, i) => taken.every((other, j) => j <= i || !ids.some((id) => other.includes(id)) || windows[i].end <= windows[j].start || windows[j].end <= windows[i].start));
        if (ok) best = Math.max(best, taken.flat().length);
        return;
      }
      for (const choice of choices[n]) walk(n + 1, [...taken, choice]);
    };
    walk(0, []);
    expect(upperBound({ activities })).toBeGreaterThanOrEqual(best);
    expect(best).toBe(4);
  });
});
