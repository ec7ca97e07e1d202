import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ResetLinkButton } from '../../../src/resources/users/ResetLinkButton';
import { mockFetch, renderInAdmin } from '../helpers';

describe('sending a password reset link', () => {
  const user = { id: 12, email: 'ana.ruiz@tarmac.test', active: true };

  it("asks first, then sends it and shows the server's message", async () => {
    const person = userEvent.setup();
    const calls = mockFetch({ 'POST /api/users/12/reset-link': { body: { message: 'A reset link was sent to ana.ruiz@tarmac.test.' } } });
    await renderInAdmin(
      <RecordContextProvider value={user}>
        <ResetLinkButton />
      </RecordContextProvider>,
      { authProvider: null, notifications: true },
    );
    await person.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('dialog', { name: 'Send a password reset link?' })).toHaveTextContent(
      'ana.ruiz@tarmac.test will receive',
    );
    await person.click(screen.getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('A reset link was sent to ana.ruiz@tarmac.test.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/users/12/reset-link']);
  });

  it('is not offered to an inactive account', async () => {
    await renderInAdmin(
      <RecordContextProvider value={{ ...user, active: false }}>
        <ResetLinkButton />
      </RecordContextProvider>,
      { authProvider: null },
    );
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeDisabled();
  });
});
