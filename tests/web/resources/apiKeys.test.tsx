import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyCreatedDialog } from '../../../src/resources/api_keys/ApiKeyCreatedDialog';
import { renderInAdmin } from '../helpers';

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
