import { describe, expect, it } from 'vitest';
import { manHourDeficitSignalPercent, monthPlan, raisesManHourSignal, supplyMinutes } from '../../../model/modules/manpower/manHourPlan';

const at = (time: string) => new Date(`2026-06-01T${time}:00Z`);
const work = (technician_id: number, from: string, to: string) => ({ technician_id, start: at(from), end: at(to) });

describe('the man-hour plan (EASA Part-145 145.A.30(d))', () => {
  it('supply is the work shifts net of the training sessions their technicians attend (145.A.30(d))', () => {
    const shifts = [work(1, '06:00', '14:00'), work(2, '06:00', '14:00')];
    expect(supplyMinutes({ work: shifts, training: [] })).toBe(960);
    // Technician 1 in class 10:00–16:00: two hours of the shift are gone; technician 2's shift is untouched.
    expect(supplyMinutes({ work: shifts, training: [work(1, '10:00', '16:00')] })).toBe(960 - 240);
    // Two overlapping sessions take each minute once.
    expect(supplyMinutes({ work: shifts, training: [work(1, '08:00', '10:00'), work(1, '09:00', '11:00')] })).toBe(960 - 180);
  });

  it('the deficit is the share of the demand the supply does not cover, one decimal; none without demand', () => {
    expect(monthPlan(600, 1000)).toEqual({ supply_minutes: 600, demand_minutes: 1000, deficit_percent: 40 });
    expect(monthPlan(2000, 1000).deficit_percent).toBe(0);
    expect(monthPlan(0, 0).deficit_percent).toBe(0);
    expect(monthPlan(2, 3).deficit_percent).toBe(33.3);
  });

  it('a deficit above 25 % raises the signal to the quality and accountable managers; exactly 25 % does not (AMC1 145.A.30(d))', () => {
    expect(manHourDeficitSignalPercent).toBe(25);
    expect(raisesManHourSignal(monthPlan(750, 1000))).toBe(false);
    expect(raisesManHourSignal(monthPlan(749, 1000))).toBe(true);
  });
});
