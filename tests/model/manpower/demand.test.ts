import { describe, expect, it } from 'vitest';
import { activityNeed, deIcingNeed, demandBalance, onCallNeed, stationDemand, type WorkNeed } from '../../../model/modules/manpower/demand';
import { shiftInterval } from '../../../model/modules/manpower/shiftInterval';
import { shifts } from './rosterDays';

const at = (iso: string) => new Date(iso);
const paris = { timeZone: 'Europe/Paris' };

describe('demand — the EASA Part-145 145.A.30(d) man-hour plan: needed against rostered minutes per day and band', () => {
  it('an activity needs its services’ standard minutes × technicians needed, over its window', () => {
    const window = { start: at('2026-06-10T08:00:00Z'), end: at('2026-06-10T09:00:00Z') };
    expect(
      activityNeed({
        window,
        services: [
          { standard_minutes: 45, technicians_needed: 2 },
          { standard_minutes: 30, technicians_needed: 1 },
        ],
      }),
    ).toEqual({ source: 'activity', ...window, minutes: 120 });
    expect(activityNeed({ window: null, services: [{ standard_minutes: 45, technicians_needed: 1 }] })).toBeNull();
    expect(activityNeed({ window, services: [] })).toBeNull();
  });

  it('an on-call job needs its crew from dispatch (travel is work) to completion', () => {
    const job = {
      requested_at: at('2026-06-10T08:00:00Z'),
      dispatched_at: at('2026-06-10T08:20:00Z'),
      eta_at: at('2026-06-10T09:20:00Z'),
      on_site_at: at('2026-06-10T09:30:00Z'),
      completed_at: at('2026-06-10T11:20:00Z'),
      crew: 2,
    };
    expect(onCallNeed(job)).toEqual({ source: 'on_call', start: job.dispatched_at, end: job.completed_at, minutes: 360 });
  });

  it('an on-call job still running is planned to the ETA plus four hours on site, and one nobody is on yet needs one person', () => {
    const job = {
      requested_at: at('2026-06-10T08:00:00Z'),
      dispatched_at: null,
      eta_at: at('2026-06-10T09:00:00Z'),
      on_site_at: null,
      completed_at: null,
      crew: 0,
    };
    expect(onCallNeed(job)).toEqual({ source: 'on_call', start: job.requested_at, end: at('2026-06-10T13:00:00Z'), minutes: 300 });
    expect(onCallNeed({ ...job, eta_at: null, on_site_at: at('2026-06-10T10:00:00Z') })?.end).toEqual(at('2026-06-10T14:00:00Z'));
  });

  it('a de-icing treatment needs its crew (at least driver and sprayer) from the first step to the last, an open step counted 15 minutes', () => {
    const steps = [
      { started_at: at('2026-01-05T06:00:00Z'), ended_at: at('2026-01-05T06:08:00Z') },
      { started_at: at('2026-01-05T06:10:00Z'), ended_at: null },
    ];
    expect(deIcingNeed({ steps, operators: 1 })).toEqual({
      source: 'de_icing',
      start: at('2026-01-05T06:00:00Z'),
      end: at('2026-01-05T06:25:00Z'),
      minutes: 50,
    });
    expect(deIcingNeed({ steps: steps.slice(0, 1), operators: 3 })?.minutes).toBe(24);
    expect(deIcingNeed({ steps: [], operators: 2 })).toBeNull();
  });

  it('spreads a need over its window across bands, and counts rostered shifts by the time they cover', () => {
    // 11:00–13:00 CEST, 240 person-minutes: half in 08–12, half in 12–16.
    const need: WorkNeed = { source: 'activity', start: at('2026-06-10T09:00:00Z'), end: at('2026-06-10T11:00:00Z'), minutes: 240 };
    const day = shiftInterval(shifts.D, '2026-06-10', paris.timeZone)!;
    const [demand] = stationDemand([need], [day], { from: '2026-06-10', to: '2026-06-10', ...paris });
    expect(demand.bands.map((b) => [b.from_hour, b.needed_minutes, b.rostered_minutes])).toEqual([
      [0, 0, 0],
      [4, 0, 120],
      [8, 120, 240],
      [12, 120, 150],
      [16, 0, 0],
      [20, 0, 0],
    ]);
    expect(demand).toMatchObject({ local_date: '2026-06-10', needed_minutes: 240, rostered_minutes: 510 });
    expect(demandBalance(demand)).toBe(270);
  });

  it('a night shift counts on both days it covers, and a need without length falls in the band of its start', () => {
    const night = shiftInterval(shifts.N, '2026-06-10', paris.timeZone)!;
    const instant: WorkNeed = { source: 'activity', start: at('2026-06-10T21:30:00Z'), end: at('2026-06-10T21:30:00Z'), minutes: 30 };
    const [first, second] = stationDemand([instant], [night], { from: '2026-06-10', to: '2026-06-11', ...paris });
    expect(first).toMatchObject({ needed_minutes: 30, rostered_minutes: 120 });
    expect(first.bands.at(-1)).toEqual({ from_hour: 20, to_hour: 24, needed_minutes: 30, rostered_minutes: 120 });
    expect(second).toMatchObject({ needed_minutes: 0, rostered_minutes: 390 });
    expect(demandBalance({ needed_minutes: 600, rostered_minutes: 480 })).toBe(-120);
  });

  it('the day clocks go forward has 23 hours: its 0–4 band lasts 3 (Europe/Paris, last Sunday of March)', () => {
    const allDay = { start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') };
    const [day] = stationDemand([], [allDay], { from: '2026-03-29', to: '2026-03-29', ...paris });
    expect(day.bands[0].rostered_minutes).toBe(180);
    expect(day.rostered_minutes).toBe(23 * 60);
  });

  it('takes any source of need: on-call cover and de-icing add to the same list', () => {
    // 22:00–02:00 CEST: half of it on the 10th.
    const cover: WorkNeed = { source: 'on_call', start: at('2026-06-10T20:00:00Z'), end: at('2026-06-11T00:00:00Z'), minutes: 240 };
    const deIcing: WorkNeed = { source: 'de_icing', start: at('2026-06-10T04:00:00Z'), end: at('2026-06-10T05:00:00Z'), minutes: 60 };
    const [day] = stationDemand([cover, deIcing], [], { from: '2026-06-10', to: '2026-06-10', ...paris });
    expect(day.needed_minutes).toBe(60 + 120);
  });

  it('bands of one hour when asked', () => {
    const [day] = stationDemand([], [], { from: '2026-06-10', to: '2026-06-10', ...paris, bandHours: 1 });
    expect(day.bands).toHaveLength(24);
  });
});
