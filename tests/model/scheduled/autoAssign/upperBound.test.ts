import { describe, expect, it } from 'vitest';
import { windowsOverlap } from '../../../../model/core/activityWindow';
import { longestChain, upperBound } from '../../../../model/modules/scheduled/autoAssign';
import { fixtureTravel, stations, window } from '../assignmentFixtures';

const at = (from: string, to: string) => window(`2026-11-23T${from}:00Z`, `2026-11-23T${to}:00Z`);
const ams = (from: string, to: string) => ({ station_id: stations.AMS, window: at(from, to) });
const rtm = (from: string, to: string) => ({ station_id: stations.RTM, window: at(from, to) });

describe('upperBound', () => {
  it('chains what one person could do: touching windows at one station follow each other, a road trip needs its minutes, zero-length ones always count', () => {
    expect(longestChain([ams('08:00', '12:00'), ams('09:00', '10:00'), ams('10:00', '11:00'), ams('11:00', '12:00')], fixtureTravel)).toBe(
      3,
    );
    expect(longestChain([ams('08:00', '09:00'), rtm('09:30', '10:00')], fixtureTravel)).toBe(1);
    expect(longestChain([ams('08:00', '09:00'), rtm('10:00', '11:00')], fixtureTravel)).toBe(2);
    expect(longestChain([ams('10:00', '10:00'), ams('09:00', '11:00')], fixtureTravel)).toBe(2);
    expect(longestChain([], fixtureTravel)).toBe(0);
  });

  it('bounds by the seats, by who is eligible and by what each technician can chain', () => {
    const bound = (activities: { seats: number; station_id: number; window: ReturnType<typeof at>; eligible: number[] }[]) =>
      upperBound({ activities, travel: fixtureTravel });
    expect(bound([{ seats: 2, ...ams('10:00', '11:00'), eligible: [1] }])).toBe(1);
    expect(
      bound([
        { seats: 1, ...ams('10:00', '11:00'), eligible: [1, 2] },
        { seats: 1, ...ams('10:00', '11:00'), eligible: [1] },
      ]),
    ).toBe(2);
    expect(
      bound([
        { seats: 1, ...ams('10:00', '11:00'), eligible: [1] },
        { seats: 1, ...ams('10:00', '11:00'), eligible: [1] },
      ]),
    ).toBe(1);
    expect(
      bound([
        { seats: 1, ...ams('08:00', '09:00'), eligible: [1] },
        { seats: 1, ...rtm('09:30', '10:30'), eligible: [1] },
      ]),
    ).toBe(1);
    expect(
      bound([
        { seats: 1, ...ams('08:00', '09:00'), eligible: [1] },
        { seats: 1, ...ams('09:00', '10:00'), eligible: [1] },
      ]),
    ).toBe(2);
  });

  it('is at least the best assignment that keeps the no-overlap rule with travel (brute force on a small day)', () => {
    const day = [ams('08:00', '10:00'), rtm('09:00', '11:00'), ams('10:00', '12:00'), rtm('11:00', '13:00'), ams('13:00', '14:00')];
    const eligible = [[1, 2], [1], [2, 3], [3], [1, 3]];
    const activities = day.map((a, n) => ({ seats: n === 0 ? 2 : 1, ...a, eligible: eligible[n] }));
    const clash = (i: number, j: number) => {
      const [first, second] = day[i].window.start <= day[j].window.start ? [day[i], day[j]] : [day[j], day[i]];
      return windowsOverlap(first.window, second.window, fixtureTravel(first.station_id, second.station_id));
    };
    let best = 0;
    const choices = activities.map((a) => [[], ...a.eligible.map((id) => [id]), ...(a.seats > 1 ? [a.eligible] : [])]);
    const walk = (n: number, taken: number[][]): void => {
      if (n === activities.length) {
        const ok = taken.every((ids, i) => taken.every((other, j) => j <= i || !ids.some((id) => other.includes(id)) || !clash(i, j)));
        if (ok) best = Math.max(best, taken.flat().length);
        return;
      }
      for (const choice of choices[n]) walk(n + 1, [...taken, choice]);
    };
    walk(0, []);
    expect(upperBound({ activities, travel: fixtureTravel })).toBeGreaterThanOrEqual(best);
    expect(best).toBe(5);
  });
});
