import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RosterViolation } from '../../../../src/pages/manpower/rosterTypes';
import { mockFetch } from '../../helpers';
import { renderManpower, roster, rosterUrl, codeOf } from './rosterFixtures';

const violation: RosterViolation = {
  technician_id: 8,
  local_date: '2026-11-05',
  rule: 'consecutive_days',
  reason: 'manpower.rules.consecutive_days.too_many_days',
  params: { days: 7, max: 6 },
};

/** The hours-against-contract cell closing a technician's row. */
const hoursOf = (technician: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(technician) }).closest('tr')!)
    .getAllByRole('gridcell')
    .at(-1)!;

const cellOf = (technician: string, col: number) =>
  within(screen.getByRole('rowheader', { name: new RegExp(technician) }).closest('tr')!).getAllByRole('gridcell')[col];

describe('what the roster shows', () => {
  it('the month’s man-hour plan with its deficit, and the months raised to the quality and accountable managers (AMC1 145.A.30(d))', async () => {
    const signal = {
      id: 1,
      month: '2026-10-01',
      supply_minutes: 6000,
      demand_minutes: 9000,
      deficit_percent: 33.3,
      raised_at: '2026-10-20T08:00:00Z',
    };
    mockFetch({ [rosterUrl]: { body: roster({ man_hour_signals: [signal] }) } });
    await renderManpower();
    const plan = await screen.findByRole('alert', { name: "The month's man-hour plan" });
    expect(plan).toHaveTextContent('100 h available (net of training, leave and absence) for 150 h needed');
    expect(plan).toHaveTextContent('Deficit 33.3 %');
    expect(screen.getByText('Months raised to the quality and accountable managers')).toBeInTheDocument();
    expect(screen.getByText(/: 33.3 % short \(100 h for 150 h\)/)).toBeInTheDocument();
  });

  it('marks a technician rostered over their contract hours, with the week in a tooltip, and counts unsaved edits too', async () => {
    const week = roster();
    week.technicians = week.technicians.map((technician) => ({ ...technician, contract_weekly_hours: 10 }));
    mockFetch({ [rosterUrl]: { body: week } });
    await renderManpower();
    await screen.findByRole('grid');
    expect(screen.getByRole('columnheader', { name: 'Hours / contract' })).toBeInTheDocument();
    const toms = hoursOf('Tom');
    expect(toms).toHaveAttribute('data-overtime', 'true');
    expect(toms).toHaveTextContent('12 / 10');
    expect(toms).toHaveTextContent('Week from 01 Nov: 12 h of 10 h, 2 h overtime');
    await userEvent.hover(within(toms).getByText('12 / 10'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Week from 01 Nov: 12 h of 10 h, 2 h overtime');

    const umas = hoursOf('Uma');
    expect(umas).not.toHaveAttribute('data-overtime');
    expect(umas).toHaveTextContent('0 / 10');
    await userEvent.click(cellOf('Uma', 2));
    await userEvent.keyboard('d');
    expect(hoursOf('Uma')).toHaveAttribute('data-overtime', 'true');
    expect(hoursOf('Uma')).toHaveTextContent('12 / 10');
  });

  it('marks a cell a rest rule is broken on, lists it, and a click in the list focuses that cell', async () => {
    mockFetch({ [rosterUrl]: { body: roster({ violations: [violation] }) } });
    await renderManpower();
    await screen.findByRole('grid');
    const list = screen.getByRole('region', { name: '1 rest-rule violation' });
    const item = within(list).getByRole('button', { name: /Uma Engineer · 05 Nov 2026/ });
    await userEvent.click(item);
    const thursday = cellOf('Uma', 4);
    expect(thursday).toHaveFocus();
    expect(thursday).toHaveAttribute('aria-selected', 'true');
    expect(thursday.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(thursday.getAttribute('aria-describedby')!)?.textContent).not.toBe('');
  });

  it("a weekly rest's period reads in the settings' date format, not as ISO days", async () => {
    const weekly: RosterViolation = {
      technician_id: 8,
      local_date: '2026-11-05',
      rule: 'weekly_rest',
      reason: 'manpower.rules.weekly_rest.short_rest',
      params: { hours: 30, min: 35, period_start: '2026-11-02', period_end: '2026-11-08' },
    };
    mockFetch({ [rosterUrl]: { body: roster({ violations: [weekly] }) } });
    await renderManpower();
    const list = await screen.findByRole('region', { name: '1 rest-rule violation' });
    expect(within(list).getByText(/02 Nov 2026 – 08 Nov 2026/)).toBeInTheDocument();
    expect(within(list).queryByText(/2026-11-02/)).toBeNull();
  });

  it('the man-hour plan: needed, rostered and the gap per day under the grid, where in the day it falls, with its Part-145 help', async () => {
    const week = roster();
    week.demand[1].bands = [
      { from_hour: 4, to_hour: 8, needed_minutes: 600, rostered_minutes: 0 },
      { from_hour: 8, to_hour: 12, needed_minutes: 300, rostered_minutes: 300 },
      { from_hour: 20, to_hour: 24, needed_minutes: 240, rostered_minutes: 90 },
    ];
    mockFetch({ [rosterUrl]: { body: week } });
    await renderManpower();
    await screen.findByRole('grid');
    const balance = screen.getByRole('rowheader', { name: 'Gap / surplus (h)' }).closest('tr')!;
    const cells = within(balance).getAllByRole('gridcell');
    expect(cells[1].textContent).toBe('-18.5 (04:00–08:00: 10 h short; 20:00–00:00: 2.5 h short)');
    expect(cells[0].textContent).toBe('+1.5');
    expect(screen.getByText(/^The Part-145 man-hour plan \(145\.A\.30\(d\)\)/)).toBeInTheDocument();
  });

  it('the rules with their values and citations, one not applying at this station said so', async () => {
    mockFetch({ [rosterUrl]: { body: roster() } });
    await renderManpower();
    const rules = await screen.findByRole('region', { name: 'Rest rules' });
    expect(within(rules).getAllByRole('listitem')).toHaveLength(2);
    expect(within(rules).getByText(/does not apply at this station/)).toBeInTheDocument();
  });

  it('read-only without roster_write: no Save, no Fill pattern, and typing changes nothing', async () => {
    mockFetch({ [rosterUrl]: { body: roster() } });
    await renderManpower({ permissions: ['manpower_tab', 'settings_tab'] });
    await screen.findByRole('grid');
    expect(screen.getByText(/changing it needs the roster permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill pattern' })).not.toBeInTheDocument();
    await userEvent.click(cellOf('Uma', 2));
    await userEvent.keyboard('n{Delete}');
    expect(codeOf(cellOf('Uma', 2))).toBe('');
    expect(codeOf(cellOf('Tom', 1))).toBe('D');
  });

  it('says so when the station has no technicians, and offers a retry when the roster fails to load', async () => {
    mockFetch({ [rosterUrl]: { body: roster({ technicians: [], shifts: [] }) } });
    const view = await renderManpower();
    expect(await screen.findByText('No technician works at this station.')).toBeInTheDocument();
    view.unmount();
    mockFetch({ [rosterUrl]: { status: 500, body: { message: 'boom' } } });
    await renderManpower();
    expect(await screen.findByText('The roster could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the month view asks for the whole calendar month; next moves a month on', async () => {
    const calls = mockFetch({ [rosterUrl]: { body: roster() } });
    await renderManpower();
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(calls.at(-1)?.url).toBe('/api/roster?station_id=3&from=2026-11-01&to=2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(calls.at(-1)?.url).toBe('/api/roster?station_id=3&from=2026-12-01&to=2026-12-31');
  });
});
