import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { codeOf, renderManpower, roster, rosterUrl } from './rosterFixtures';

const tomMonday = () => within(screen.getByRole('rowheader', { name: /Tom/ }).closest('tr')!).getAllByRole('gridcell')[1];

async function editThenChooseRotterdam(answer: boolean) {
  const calls = mockFetch({ [rosterUrl]: { body: roster() } });
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(answer);
  await renderManpower();
  await screen.findByRole('grid');
  await userEvent.click(tomMonday());
  await userEvent.keyboard('n');
  await userEvent.click(screen.getByRole('combobox', { name: 'Station' }));
  await userEvent.click(screen.getByRole('option', { name: 'RTM · Rotterdam' }));
  return { calls, confirm };
}

afterEach(() => vi.restoreAllMocks());

describe('unsaved roster edits are not lost by leaving', () => {
  it('closing or reloading the tab asks first while edits are unsaved', async () => {
    mockFetch({ [rosterUrl]: { body: roster() } });
    await renderManpower();
    await screen.findByRole('grid');
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await userEvent.click(tomMonday());
    await userEvent.keyboard('n');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('another station: asked, and "no" keeps the station and the edit', async () => {
    const { calls, confirm } = await editThenChooseRotterdam(false);
    expect(confirm).toHaveBeenCalledWith('You have unsaved roster changes. Leave without saving them?');
    expect(calls.filter((call) => call.url.includes('station_id=4'))).toHaveLength(0);
    expect(codeOf(tomMonday())).toBe('N');
    expect(screen.getByRole('button', { name: 'Save (1)' })).toBeEnabled();
  });

  it('another station: "yes" drops the edits and loads it', async () => {
    const { calls } = await editThenChooseRotterdam(true);
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes('station_id=4'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Save (0)' })).toBeDisabled();
  });
});
