import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { renderManpower, roster, rosterUrl, saveUrl, sentBody, codeOf } from './rosterFixtures';

/** The grid cell of a technician's row (0-based day column: Sunday 1 November = 0). */
const cell = (row: number, col: number) => {
  const rows = within(screen.getByRole('grid'))
    .getAllByRole('row')
    .filter((r) =>
      within(r)
        .queryAllByRole('gridcell')
        .some((c) => c.hasAttribute('data-row')),
    );
  return within(rows[row]).getAllByRole('gridcell')[col];
};

async function openGrid() {
  const calls = mockFetch({
    [rosterUrl]: { body: roster() },
    [saveUrl]: { body: { saved: 1, shifts: [], from: '2026-10-27', to: '2026-11-10', violations: [] } },
  });
  await renderManpower();
  await screen.findByRole('grid', { name: 'Roster of AMS' });
  return calls;
}

describe('the roster grid with the keyboard', () => {
  it('loads the week of the saved date at the first station, Sunday to Saturday', async () => {
    const calls = await openGrid();
    expect(calls[0].url).toBe('/api/roster?station_id=3&from=2026-11-01&to=2026-11-07');
    // Seven days and the hours against the contract.
    expect(screen.getAllByRole('columnheader')).toHaveLength(9);
    expect(screen.getByRole('rowheader', { name: /Tom Tech/ })).toBeInTheDocument();
    expect(codeOf(cell(0, 1))).toBe('D');
  });

  it('arrows move the one tab stop; a typed code (any case, a unique prefix) sets the cell and counts as unsaved', async () => {
    await openGrid();
    await userEvent.click(cell(0, 1));
    expect(cell(0, 1)).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowRight}');
    expect(cell(0, 2)).toHaveFocus();
    expect(cell(0, 1)).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('n');
    expect(codeOf(cell(0, 2))).toBe('N');
    await userEvent.keyboard('{ArrowDown}si');
    expect(codeOf(cell(1, 2))).toBe('SICK');
    expect(cell(1, 2)).toHaveAccessibleDescription('Unsaved');
    expect(screen.getByRole('button', { name: 'Save (2)' })).toBeEnabled();
  });

  it('Shift+arrows select a range that a code fills; Delete clears it; Ctrl+Z undoes the last edit', async () => {
    await openGrid();
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    expect(cell(1, 3)).toHaveAttribute('aria-selected', 'true');
    expect(cell(1, 4)).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('o');
    [cell(0, 1), cell(0, 3), cell(1, 2)].forEach((c) => expect(codeOf(c)).toBe('OFF'));
    expect(screen.getByRole('button', { name: 'Save (6)' })).toBeInTheDocument();
    await userEvent.keyboard('{Delete}');
    expect(codeOf(cell(0, 2))).toBe('');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(codeOf(cell(0, 2))).toBe('OFF');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(codeOf(cell(0, 1))).toBe('D');
    expect(screen.getByRole('button', { name: 'Save (0)' })).toBeDisabled();
  });

  it('Ctrl+C copies a rectangle and Ctrl+V pastes it with its top-left on the focused cell', async () => {
    await openGrid();
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('{ArrowRight}n{ArrowLeft}{Shift>}{ArrowRight}{/Shift}{Control>}c{/Control}');
    await userEvent.click(cell(1, 4));
    await userEvent.keyboard('{Control>}v{/Control}');
    expect(codeOf(cell(1, 4))).toBe('D');
    expect(codeOf(cell(1, 5))).toBe('N');
    expect(codeOf(cell(1, 6))).toBe('');
  });

  it('a copied rectangle pastes into another week', async () => {
    const answers = { [rosterUrl]: { body: roster() } };
    const calls = mockFetch(answers);
    await renderManpower();
    await screen.findByRole('grid');
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('{Control>}c{/Control}');
    answers[rosterUrl] = { body: roster({ from: '2026-11-08', to: '2026-11-14', shifts: [] }) };
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/roster?station_id=3&from=2026-11-08&to=2026-11-14'));
    expect(await screen.findByText(/08 Nov 2026 – 14 Nov 2026/)).toBeInTheDocument();
    await userEvent.click(cell(1, 3));
    await userEvent.keyboard('{Control>}v{/Control}');
    expect(codeOf(cell(1, 3))).toBe('D');
    expect(screen.getByRole('button', { name: 'Save (1)' })).toBeEnabled();
  });

  it('Enter opens the picker; a pick sets the selected cells', async () => {
    await openGrid();
    await userEvent.click(cell(1, 0));
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Shift types' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Night/ }));
    expect(codeOf(cell(1, 0))).toBe('N');
  });

  it('drag with the mouse selects a range', async () => {
    await openGrid();
    const user = userEvent.setup();
    await user.pointer([{ keys: '[MouseLeft>]', target: cell(0, 3) }, { target: cell(1, 5) }, { keys: '[/MouseLeft]' }]);
    expect(cell(1, 4)).toHaveAttribute('aria-selected', 'true');
    expect(cell(0, 2)).toHaveAttribute('aria-selected', 'false');
  });
});

describe('saving the batch', () => {
  it('sends one PUT with every edit and the version it was read at', async () => {
    const calls = await openGrid();
    await userEvent.click(cell(0, 1));
    await userEvent.keyboard('n{ArrowDown}d');
    await userEvent.click(screen.getByRole('button', { name: 'Save (2)' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(sentBody(calls.find((call) => call.method === 'PUT'))).toEqual({
      station_id: 3,
      changes: [
        { technician_id: 7, local_date: '2026-11-02', shift_type_id: 2, version: 3 },
        { technician_id: 8, local_date: '2026-11-02', shift_type_id: 1, version: null },
      ],
    });
    expect(await screen.findByText('1 shift saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save (0)' })).toBeDisabled();
  });
});
