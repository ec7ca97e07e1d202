import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../helpers';
import { kpiCsvCells, kpiCurrencies } from '../../../../src/pages/on_call/kpis/kpiColumns';
import type { KpiRow } from '../../../../model/modules/on_call/kpis';
import { renderOnCall } from './onCallFixtures';

afterEach(() => vi.unstubAllGlobals());

const row = (overrides: Partial<KpiRow>): KpiRow => ({
  customer_id: 1,
  customer_name: 'KLM',
  count: 2,
  time_to_dispatch: { avg: 15, p50: 15 },
  response: { avg: 90, p50: 90 },
  within_sla_pct: 50,
  on_site_avg: 150,
  aog_duration_avg: 255,
  first_time_fix_pct: 50,
  eta_accuracy_avg: 20,
  cost_per_event: [{ currency: 'EUR', amount: 245.5 }],
  parts_cost_per_event: [{ currency: 'EUR', amount: 91 }],
  ...overrides,
});

const klm = row({});
const total = row({
  customer_id: null,
  customer_name: null,
  count: 3,
  cost_per_event: [
    { currency: 'CAD', amount: 12 },
    { currency: 'EUR', amount: 180 },
  ],
  parts_cost_per_event: [{ currency: 'EUR', amount: 60.67 }],
});

describe('the on-call KPIs', () => {
  it('show the parts cost per event as its own column, beside the cost, each amount in its currency', async () => {
    mockFetch({ 'GET /api/on_call/kpis': { body: { from: '2026-10-31', to: '2026-11-29', customers: [klm], total } } });
    await renderOnCall('/on_call?view=kpis');
    const table = await screen.findByRole('table', { name: 'On-call KPIs per customer' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(-2)).toEqual(['Cost per event', 'Parts per event']);
    const klmCells = within(within(table).getByRole('row', { name: /KLM/ })).getAllByRole('cell');
    expect(klmCells.slice(-2).map((cell) => cell.textContent)).toEqual(['€245.50', '€91.00']);
    const totalCells = within(within(table).getByRole('row', { name: /All customers/ })).getAllByRole('cell');
    // Never added across currencies: one line each.
    expect(totalCells.at(-2)!.textContent).toBe('CA$12.00\n€180.00');
    expect(totalCells.at(-1)!.textContent).toBe('€60.67');
    // Durations read h:mm like every duration (docs/ARCHITECTURE.md, "Internationalisation"), not 255 min.
    expect(headers).toContain('AOG duration, avg (h:mm)');
    expect(klmCells.map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['0:15', '1:30', '2:30', '4:15', '0:20']));
  });

  it('export a column per currency for each money figure, so a spreadsheet never sums two currencies', () => {
    const currencies = kpiCurrencies([klm, total]);
    expect(currencies).toEqual(['CAD', 'EUR']);
    expect(kpiCsvCells(total, currencies)).toMatchObject({
      within_sla_pct: 50,
      cost_per_event_CAD: 12,
      cost_per_event_EUR: 180,
      parts_cost_per_event_CAD: '',
      parts_cost_per_event_EUR: 60.67,
    });
    expect(kpiCsvCells(klm, currencies)).not.toHaveProperty('cost_per_event');
  });
});
