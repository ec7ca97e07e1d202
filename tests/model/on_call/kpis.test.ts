import { describe, expect, it } from 'vitest';
import { computeKpis, eventCostMinor, median, requestedWithin, type KpiRequest } from '../../../model/modules/on_call/kpis';

const base: KpiRequest = {
  customer_id: 1,
  customer_name: 'KLM',
  priority: 'aog',
  status: 'closed',
  time_zone: 'Europe/Amsterdam',
  requested_at: '2026-11-20T10:00:00Z',
  dispatched_at: '2026-11-20T10:10:00Z',
  on_site_at: '2026-11-20T11:00:00Z',
  completed_at: '2026-11-20T13:00:00Z',
  rts_signed_at: null,
  eta_at: '2026-11-20T10:50:00Z',
  first_time_fix: true,
  target_minutes: 90,
  labour: [{ worked_minutes: 120, hourly_cost: 60 }],
  travel_km: 40,
  mileage_rate: 0.35,
  tolls: 5,
  expenses_amount: 12.5,
};

describe('On-Call KPIs', () => {
  it('cost of an event: hours × hourly cost + km × mileage rate + tolls + expenses', () => {
    // 2 h × 60 = 120; 40 × 0.35 = 14; + 5 + 12.50 = 151.50
    expect(eventCostMinor(base)).toBe(15150);
  });

  it('median of an even count is the mean of the middle two', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([])).toBeNull();
  });

  it('per customer and total, computed by hand', () => {
    const late: KpiRequest = {
      ...base,
      requested_at: '2026-11-21T10:00:00Z',
      dispatched_at: '2026-11-21T10:20:00Z',
      on_site_at: '2026-11-21T12:00:00Z', // 120 min > 90
      completed_at: '2026-11-21T15:00:00Z',
      rts_signed_at: '2026-11-21T15:30:00Z',
      eta_at: '2026-11-21T11:30:00Z',
      first_time_fix: false,
      labour: [
        { worked_minutes: 180, hourly_cost: 50 },
        { worked_minutes: 60, hourly_cost: null },
      ],
      travel_km: null,
      tolls: null,
      expenses_amount: 0,
    };
    const cancelled: KpiRequest = {
      ...base,
      customer_id: 2,
      customer_name: 'Air France',
      status: 'cancelled',
      dispatched_at: null,
      on_site_at: null,
      completed_at: null,
      eta_at: null,
      first_time_fix: null,
    };
    const { customers, total } = computeKpis([base, late, cancelled], '2026-11-20', '2026-11-21');
    expect(customers.map((row) => row.customer_name)).toEqual(['Air France', 'KLM']);
    const klm = customers[1];
    expect(klm).toEqual({
      customer_id: 1,
      customer_name: 'KLM',
      count: 2,
      time_to_dispatch: { avg: 15, p50: 15 },
      response: { avg: 90, p50: 90 },
      within_sla_pct: 50,
      on_site_avg: 150, // 120 and 180
      aog_duration_avg: 255, // 180 (completed) and 330 (RTS)
      first_time_fix_pct: 50,
      eta_accuracy_avg: 20, // 10 and 30
      cost_per_event: 150.75, // (151.50 + 150) / 2
    });
    expect(total.count).toBe(3);
    expect(total.cost_per_event).toBe(150.75); // the cancelled one costs nothing and is not an event
    expect(customers[0]).toMatchObject({ count: 1, response: { avg: null, p50: null }, within_sla_pct: null, cost_per_event: null });
  });

  it('a period is of station-local days: 23:30 UTC on the 21st is the 22nd in Amsterdam', () => {
    const lateEvening = { ...base, requested_at: '2026-11-21T23:30:00Z' };
    expect(requestedWithin(lateEvening, '2026-11-20', '2026-11-21')).toBe(false);
    expect(requestedWithin(lateEvening, '2026-11-22', '2026-11-22')).toBe(true);
    expect(requestedWithin({ ...lateEvening, time_zone: 'America/New_York' }, '2026-11-21', '2026-11-21')).toBe(true);
    expect(computeKpis([lateEvening], '2026-11-20', '2026-11-21').total.count).toBe(0);
  });
});
