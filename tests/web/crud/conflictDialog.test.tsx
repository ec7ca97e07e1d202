import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type DataProvider } from 'react-admin';
import { ConflictDialogHost } from '../../../src/components/crud/conflict/ConflictDialog';
import { conflictingFields } from '../../../src/components/crud/conflict/conflictDiff';
import { conflictReloadedMessage, withConflictResolution } from '../../../src/providers/conflictResolution';
import { renderInAdmin } from '../helpers';

const theirs = { id: 7, version: 5, code: 'LHR1', name: 'Heathrow T5' };
const stale = () => new HttpError('Changed by someone else', 409, { message: 'Changed by someone else', current: theirs });

function providerFailingOnce() {
  const update = vi
    .fn()
    .mockRejectedValueOnce(stale())
    .mockImplementation((_r: string, params: { data: object }) => Promise.resolve({ data: { ...theirs, ...params.data, version: 6 } }));
  return { update, provider: withConflictResolution({ update } as unknown as DataProvider) };
}

const mine = { id: 7, version: 4, code: 'LHR1', name: 'Heathrow Terminal 5' };

describe('conflict dialog on a stale version (409)', () => {
  it('shows what differs, and "Overwrite" resends my values with the current version', async () => {
    const { update, provider } = providerFailingOnce();
    await renderInAdmin(<ConflictDialogHost />);
    const saving = provider.update('stations', { id: 7, data: mine, previousData: mine });
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    expect(dialog).toHaveTextContent('Heathrow Terminal 5');
    expect(dialog).toHaveTextContent('Heathrow T5');
    await userEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    await expect(saving).resolves.toMatchObject({ data: { name: 'Heathrow Terminal 5', version: 6 } });
    expect(update).toHaveBeenCalledTimes(2);
    expect(update.mock.calls[1][1].data).toMatchObject({ name: 'Heathrow Terminal 5', version: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Reload" discards my values: the save fails with a message saying so, nothing is resent', async () => {
    const { update, provider } = providerFailingOnce();
    await renderInAdmin(<ConflictDialogHost />);
    const saving = provider.update('stations', { id: 7, data: mine, previousData: mine }).catch((error) => error);
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect((await saving).message).toBe(conflictReloadedMessage);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('without a dialog host, or for a 409 without a current record (referenced delete), the error passes through', async () => {
    const { provider } = providerFailingOnce();
    await expect(provider.update('stations', { id: 7, data: mine, previousData: mine })).rejects.toMatchObject({ status: 409 });
    const referenced = withConflictResolution({
      update: () => Promise.reject(new HttpError('In use', 409, { message: 'In use' })),
    } as unknown as DataProvider);
    await renderInAdmin(<ConflictDialogHost />);
    await expect(referenced.update('stations', { id: 7, data: mine, previousData: mine })).rejects.toMatchObject({ message: 'In use' });
  });

  it('lists only the fields that really differ, never the bookkeeping ones', () => {
    expect(conflictingFields({ ...mine, updated_at: 'a' }, { ...theirs, updated_at: 'b' })).toEqual(['name']);
  });
});
