import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RosterViolation } from '../../../../src/pages/manpower/rosterTypes';
import { mockFetch } from '../../helpers';
import { renderManpower, roster, rosterUrl, saveUrl, sentBody, shift, supervisorPermissions, codeOf } from './rosterFixtures';

const cell = (technician: string, day: string) => {
  const row = screen.getByRole('rowheader', { name: new RegExp(technician) }).closest('tr')!;
  const headers = screen.getAllByRole('columnheader').slice(1);
  const col = headers.findIndex((header) => header.textContent?.includes(day));
  return within(row).getAllByRole('gridcell')[col];
};

const breach: RosterViolation = {
  technician_id: 7,
  local_date: '2026-11-03',
  rule: 'daily_rest',
  reason: 'manpower.rules.daily_rest.short_rest',
  params: { hours: 6, min: 11 },
};

/** Tom's Tuesday set to Day, then Save (1). */
async function editAndSave(answer: { status: number; body: unknown }, permissions = supervisorPermissions) {
  const calls = mockFetch({ [rosterUrl]: { body: roster() }, [saveUrl]: answer });
  await renderManpower({ permissions });
  await screen.findByRole('grid');
  await userEvent.click(cell('Tom', '03'));
  await userEvent.keyboard('d');
  await userEvent.click(screen.getByRole('button', { name: 'Save (1)' }));
  return calls;
}

describe('a save refused by the server', () => {
  it('409: nothing saved, the others’ cells reloaded and outlined, the edits kept; "Use their version" drops them', async () => {
    const calls = await editAndSave({
      status: 409,
      body: { message: 'Someone else changed these cells.', conflicts: [{ technician_id: 7, local_date: '2026-11-03' }] },
    });
    expect(await screen.findByText('1 cell was changed by someone else')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/roster')).length).toBe(2));
    expect(codeOf(cell('Tom', '03'))).toBe('D');
    expect(cell('Tom', '03')).toHaveAccessibleDescription('Unsaved. Changed by someone else');
    expect(screen.getByRole('button', { name: 'Save (1)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Use their version' }));
    expect(codeOf(cell('Tom', '03'))).toBe('');
    expect(screen.queryByText('1 cell was changed by someone else')).not.toBeInTheDocument();
  });

  it('409 then "Keep mine": the edit is sent again on the version the other supervisor saved', async () => {
    mockFetch({ [rosterUrl]: { body: roster() } });
    await renderManpower();
    await screen.findByRole('grid');
    await userEvent.click(cell('Tom', '02'));
    await userEvent.keyboard('n');
    // Meanwhile another supervisor saved Tom's Monday as OFF (version 4).
    const others = roster({ shifts: [shift({ shift_type_id: 3, version: 4 })] });
    mockFetch({
      [rosterUrl]: { body: others },
      [saveUrl]: { status: 409, body: { message: 'Conflict', conflicts: [{ technician_id: 7, local_date: '2026-11-02' }] } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep mine' }));
    expect(codeOf(cell('Tom', '02'))).toBe('N');
    const retry = mockFetch({
      [rosterUrl]: { body: others },
      [saveUrl]: { body: { saved: 1, shifts: [], from: '2026-10-27', to: '2026-11-10', violations: [] } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save (1)' }));
    await waitFor(() => expect(retry.some((call) => call.method === 'PUT')).toBe(true));
    expect(sentBody(retry.find((call) => call.method === 'PUT')).changes).toEqual([
      { technician_id: 7, local_date: '2026-11-02', shift_type_id: 2, version: 4 },
    ]);
  });

  it('422: every broken rule listed, and a supervisor’s reason sends the batch again with it', async () => {
    const calls = await editAndSave({
      status: 422,
      body: { message: 'This roster breaks a rest rule.', errors: { reason: ['A reason is required.'] }, violations: [breach] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'This roster breaks rest rules' });
    expect(within(dialog).getByText('Tom Tech · 03 Nov 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('A reason is required.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Save with this reason' });
    expect(confirm).toBeDisabled();
    mockFetch({
      [rosterUrl]: { body: roster() },
      [saveUrl]: { body: { saved: 1, shifts: [], from: '2026-10-28', to: '2026-11-10', violations: [breach] } },
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for keeping it' }), 'AOG recovery, agreed with Tom');
    await userEvent.click(confirm);
    expect(await screen.findByText('1 shift saved')).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.method === 'PUT'))).toEqual({
      station_id: 3,
      changes: [{ technician_id: 7, local_date: '2026-11-03', shift_type_id: 1, version: null }],
    });
  });

  it('403: the violations shown, no reason offered to a user without roster_override', async () => {
    await editAndSave({ status: 403, body: { message: 'Only a supervisor may keep a breach.', violations: [breach] } }, [
      'manpower_tab',
      'settings_tab',
      'roster_write',
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'This roster breaks rest rules' });
    expect(within(dialog).getByText('Only a supervisor may keep a breach.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save with this reason' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the roster' }));
    expect(codeOf(cell('Tom', '03'))).toBe('D');
  });
});
