import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { renderManpower, roster, rosterUrl, saveUrl, sentBody } from './rosterFixtures';

describe('Fill pattern', () => {
  it('lays 4-on-4-off over the selected technicians and week; the days become unsaved edits sent in one batch', async () => {
    const calls = mockFetch({
      [rosterUrl]: { body: roster() },
      [saveUrl]: { body: { saved: 14, shifts: [], from: '2026-10-26', to: '2026-11-14', violations: [] } },
    });
    await renderManpower();
    const grid = await screen.findByRole('grid');
    // Select both technicians (rows) on Sunday: the dialog then covers both, over the whole week.
    const sunday = (name: string) =>
      within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!).getAllByRole('gridcell')[0];
    await userEvent.click(sunday('Tom'));
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await userEvent.click(screen.getByRole('button', { name: 'Fill pattern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill a rotation pattern' });
    expect(within(dialog).getByRole('textbox', { name: 'Shift codes of one cycle' })).toHaveValue('D,D,D,D,OFF,OFF,OFF,OFF');
    expect(within(dialog).getByRole('checkbox', { name: 'Tom Tech' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Uma Engineer' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Stagger (days)' }), '{Backspace}4');
    expect(within(dialog).getByText('14 days will be set')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const row = (name: string) =>
      within(
        within(grid)
          .getByRole('rowheader', { name: new RegExp(name) })
          .closest('tr')!,
      )
        .getAllByRole('gridcell')
        // The seven days; the row's last cell is the hours against the contract.
        .slice(0, 7)
        .map((c) => c.firstElementChild?.textContent)
        .join(' ');
    expect(row('Tom')).toBe('D D D D OFF OFF OFF');
    expect(row('Uma')).toBe('OFF OFF OFF OFF D D D');
    // Tom's Monday was already D at version 3: no edit there.
    await userEvent.click(screen.getByRole('button', { name: 'Save (13)' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(sentBody(calls.find((call) => call.method === 'PUT')).changes).toHaveLength(13);
  });

  it('names unknown codes and will not apply them', async () => {
    mockFetch({ [rosterUrl]: { body: roster() } });
    await renderManpower();
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Fill pattern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill a rotation pattern' });
    const codes = within(dialog).getByRole('textbox', { name: 'Shift codes of one cycle' });
    await userEvent.clear(codes);
    await userEvent.type(codes, 'D,X,Q');
    expect(within(dialog).getByText('Unknown shift codes: X, Q.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
