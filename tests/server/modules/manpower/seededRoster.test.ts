import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../model/modules/manpower/calendarDays';
import { daysFromToday } from '../../../../server/db/seed/dates';
import { createTestApp, type TestApp } from '../../helper';
import { loadRosterContext, rosterAs } from './rosterFixtures';

/** The demo month of roster (docs/modules/manpower.md) — rotations, a few breaches each kept with a supervisor's reason, gaps against demand. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Shift = { technician_id: number; local_date: string; breach_rules: string[]; breach_reason: string | null };
type Violation = { technician_id: number; local_date: string; rule: string };

describe('the seeded roster', () => {
  it('rosters every technician of a station for the month around today, and every rest-rule breach in it carries a supervisor’s reason', async () => {
    const c = await loadRosterContext(t);
    const admin = await rosterAs(t, 'admin@tarmac.test');
    const from = daysFromToday(-14);
    const to = addDays(from, 29);
    const rules = new Set<string>();
    let gaps = 0; // bands where the planned work needs more minutes than are rostered
    for (const code of ['CDG', 'AMS', 'JFK'] as const) {
      const res = await admin.get(c.station[code], from, to);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.shifts.length).toBe(body.technicians.length * 30);
      const byCell = new Map<string, Shift>(body.shifts.map((s: Shift) => [`${s.technician_id} ${s.local_date}`, s]));
      for (const v of body.violations as Violation[]) {
        const shift = byCell.get(`${v.technician_id} ${v.local_date}`);
        expect(shift?.breach_rules, `${code} ${v.technician_id} ${v.local_date} ${v.rule}`).toContain(v.rule);
        expect(shift?.breach_reason).toBeTruthy();
        rules.add(v.rule);
      }
      type Band = { needed_minutes: number; rostered_minutes: number };
      gaps += body.demand
        .flatMap((day: { bands: Band[] }) => day.bands)
        .filter((band: Band) => band.needed_minutes > band.rostered_minutes).length;
    }
    expect([...rules]).toEqual(expect.arrayContaining(['daily_rest', 'consecutive_days']));
    expect(gaps).toBeGreaterThan(0);
  });
});
