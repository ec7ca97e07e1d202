import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyCreatedDialog } from '../../../src/resources/api_keys/ApiKeyCreatedDialog';
import { RecordContextProvider } from 'react-admin';
import { RevokeKeyButton } from '../../../src/resources/api_keys/RevokeKeyButton';
import { mockFetch, renderInAdmin } from '../helpers';

const key = 'tmk_3q2-7wLs9VbX0ZcQeRtYuIoPaSdFgHjKlZxCvBnM1k';

describe('the new API key dialog (docs/security.md, "API keys")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the key once with a warning that it will not be shown again, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const onClose = vi.fn();
    await renderInAdmin(<ApiKeyCreatedDialog name="SkyLink MVT feed" apiKey={key} onClose={onClose} />, { authProvider: null });

    const dialog = await screen.findByRole('dialog', { name: 'Key "SkyLink MVT feed" created' });
    expect(dialog).toHaveTextContent('it will not be shown again');
    expect(screen.getByLabelText('API key')).toHaveValue(key);
    expect(screen.getByLabelText('API key')).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenCalledWith(key);
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();

    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I have stored the key' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await renderInAdmin(<ApiKeyCreatedDialog name="Feed" apiKey={key} onClose={() => {}} />, { authProvider: null });
    await user.click(await screen.findByRole('button', { name: 'Copy the key' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('select the key and copy it yourself'));
  });
});

describe('revoking a key', () => {
  const feed = { id: 7, name: 'SkyLink MVT feed', revoked_at: null };

  it('asks first, then revokes it and says so; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({ 'DELETE /api/api_keys/7': { body: { ...feed, revoked_at: '2026-11-30T07:00:00Z' } } });
    await renderInAdmin(
      <RecordContextProvider value={feed}>
        <RevokeKeyButton />
      </RecordContextProvider>,
      { authProvider: null, notifications: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key "SkyLink MVT feed"?' });
    await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Key "SkyLink MVT feed" revoked.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/api_keys/7']);
  });

  it('is not offered for a key already revoked', async () => {
    await renderInAdmin(
      <RecordContextProvider value={{ ...feed, revoked_at: '2026-11-29T07:00:00Z' }}>
        <RevokeKeyButton />
      </RecordContextProvider>,
      { authProvider: null },
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument());
  });
});
