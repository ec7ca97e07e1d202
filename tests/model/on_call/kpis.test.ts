import { describe, expect, it } from 'vitest';
import {
  computeKpis,
  eventCostMinor,
  median,
  partsCostMinor,
  requestedWithin,
  slaOutcome,
  type KpiRequest,
} from '../../../model/modules/on_call/kpis';

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
  currency: 'EUR',
  labour: [{ worked_minutes: 120, hourly_cost: 60 }],
  travel_km: 40,
  mileage_rate: 0.35,
  tolls: 5,
  travel_currency: 'EUR',
  expenses: [{ currency: 'EUR', amount: 12.5 }],
  parts: [],
};
const now = new Date('2026-11-29T12:00:00Z');

describe('On-Call KPIs', () => {
  it('cost of an event: hours × hourly cost + km × mileage rate + tolls + expenses', () => {
    // 2 h × 60 = 120; 40 × 0.35 = 14; + 5 + 12.50 = 151.50
    expect(eventCostMinor(base)).toEqual({ EUR: 15150 });
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
      travel_currency: null,
      expenses: [],
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
    const { customers, total } = computeKpis([base, late, cancelled], '2026-11-20', '2026-11-21', now);
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
      cost_per_event: [{ currency: 'EUR', amount: 150.75 }], // (151.50 + 150) / 2
      parts_cost_per_event: [{ currency: 'EUR', amount: 0 }],
    });
    expect(total.count).toBe(3);
    expect(total.cost_per_event).toEqual([{ currency: 'EUR', amount: 150.75 }]); // the cancelled one costs nothing and is not an event
    expect(customers[0]).toMatchObject({ count: 1, response: { avg: null, p50: null }, within_sla_pct: null, cost_per_event: [] });
  });

  it('a period is of station-local days: 23:30 UTC on the 21st is the 22nd in Amsterdam', () => {
    const lateEvening = { ...base, requested_at: '2026-11-21T23:30:00Z' };
    expect(requestedWithin(lateEvening, '2026-11-20', '2026-11-21')).toBe(false);
    expect(requestedWithin(lateEvening, '2026-11-22', '2026-11-22')).toBe(true);
    expect(requestedWithin({ ...lateEvening, time_zone: 'America/New_York' }, '2026-11-21', '2026-11-21')).toBe(true);
    expect(computeKpis([lateEvening], '2026-11-20', '2026-11-21', now).total.count).toBe(0);
  });

  it('the parts issued count in the cost at their unit cost, net of returns; an unpriced part costs nothing', () => {
    const withParts: KpiRequest = {
      ...base,
      parts: [
        { quantity: 2, unit_cost: 45.5, currency: 'EUR' }, // 3 issued, 1 returned: 91.00
        { quantity: 0.25, unit_cost: 18.99, currency: 'EUR' }, // 4.7475 → 4.75
        { quantity: 1, unit_cost: null, currency: 'EUR' },
      ],
    };
    expect(partsCostMinor(withParts)).toEqual({ EUR: 9100 + 475 });
    expect(eventCostMinor(withParts)).toEqual({ EUR: 15150 + 9575 });
    const { total } = computeKpis([withParts, base], '2026-11-20', '2026-11-21', now);
    expect(total.cost_per_event).toEqual([{ currency: 'EUR', amount: 199.38 }]); // (247.25 + 151.50) / 2 = 199.375 → 199.38
  });

  it('amounts in different currencies are never added: one amount per currency, each per event', () => {
    const abroad: KpiRequest = {
      ...base,
      currency: 'USD',
      labour: [{ worked_minutes: 60, hourly_cost: 80 }],
      travel_currency: 'CAD',
      travel_km: 100,
      mileage_rate: 0.68,
      tolls: 0,
      expenses: [
        { currency: 'CAD', amount: 30 },
        { currency: 'USD', amount: 20 },
      ],
      parts: [{ quantity: 1, unit_cost: 200, currency: 'EUR' }],
    };
    expect(eventCostMinor(abroad)).toEqual({ USD: 10000, CAD: 9800, EUR: 20000 });
    const row = computeKpis([abroad, { ...abroad, parts: [] }], '2026-11-20', '2026-11-21', now).total;
    expect(row.cost_per_event).toEqual([
      { currency: 'CAD', amount: 98 },
      { currency: 'EUR', amount: 100 },
      { currency: 'USD', amount: 100 },
    ]);
    expect(row.parts_cost_per_event).toEqual([
      { currency: 'EUR', amount: 100 },
      { currency: 'USD', amount: 0 },
    ]);
  });

  it('% within target counts an open request already past its target as breached, one still within it not yet', () => {
    const open = { ...base, status: 'dispatched' as const, on_site_at: null, completed_at: null, requested_at: '2026-11-29T10:00:00Z' };
    expect(slaOutcome(open, new Date('2026-11-29T11:31:00Z'))).toBe('breached'); // 91 min > 90
    expect(slaOutcome(open, new Date('2026-11-29T11:30:00Z'))).toBeNull(); // 90 min: still within
    expect(slaOutcome({ ...open, status: 'cancelled' }, new Date('2026-11-29T15:00:00Z'))).toBeNull();
    expect(slaOutcome(base, now)).toBe('within');
    const kpis = computeKpis([base, open], '2026-11-20', '2026-11-29', new Date('2026-11-29T12:00:00Z'));
    expect(kpis.total.within_sla_pct).toBe(50); // base within, the open one 120 min without anyone on site
    expect(kpis.total.response).toEqual({ avg: 60, p50: 60 }); // the response itself is of those reached
    expect(computeKpis([base, open], '2026-11-20', '2026-11-29', new Date('2026-11-29T11:00:00Z')).total.within_sla_pct).toBe(100);
  });
});
