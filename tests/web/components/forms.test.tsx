import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { extractFormErrors, formAlertText } from '../../../src/components/form/formErrors';
import { recentlySuccessfulMs } from '../../../src/components/form/useServerForm';
import RegisterPage from '../../../src/pages/account/RegisterPage';
import PasswordPage from '../../../src/pages/settings/PasswordPage';
import { setUser } from '../../../src/providers/authState';
import { mockFetch, renderInAdmin, signIn } from '../helpers';

describe('form errors', () => {
  it('reads the errors map, else the message, else "Something went wrong. Please try again."', () => {
    expect(extractFormErrors(new HttpError('x', 422, { message: 'Invalid', errors: { email: ['Taken'], name: 'Too long' } }))).toEqual({
      email: ['Taken'],
      name: ['Too long'],
    });
    expect(extractFormErrors(new HttpError('x', 422, { message: 'Verify your e-mail first.' }))).toEqual({
      error: ['Verify your e-mail first.'],
    });
    expect(extractFormErrors(new HttpError('', 0, undefined))).toEqual({ error: ['app.form.something_went_wrong'] });
  });

  it('the alert shows the error, then the message, then the default text', () => {
    expect(formAlertText({})).toBeNull();
    expect(formAlertText({ error: ['Server says no'] }, 'Custom')).toBe('Server says no');
    expect(formAlertText({ email: ['Taken'] }, 'Custom')).toBe('Custom');
    expect(formAlertText({ email: ['Taken'] })).toBe('app.form.invalid_input');
  });
});

describe('a server form (register)', () => {
  afterEach(() => {
    vi.useRealTimers();
    setUser(null);
  });

  it('shows field errors and the generic alert, and clears a field error when the user types in it', async () => {
    mockFetch({
      'POST /api/register': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { email: ['This e-mail is already registered.'] } },
      },
    });
    await renderInAdmin(<RegisterPage />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ada@tarmac.test');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This e-mail is already registered.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There were some problems with your input.');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'x');
    expect(screen.queryByText('This e-mail is already registered.')).not.toBeInTheDocument();
  });

  it('with no readable body says "Something went wrong. Please try again."', async () => {
    mockFetch({ 'POST /api/register': { status: 502, body: 'Bad gateway', contentType: 'text/plain' } });
    await renderInAdmin(<RegisterPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('disables submit while busy, then shows the server message on success', async () => {
    let answer!: () => void;
    globalThis.fetch = vi.fn(
      () =>
        new Promise<Response>(
          (resolve) => (answer = () => resolve(new Response(JSON.stringify({ message: 'Check your inbox.' }), { status: 201 }))),
        ),
    );
    await renderInAdmin(<RegisterPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByText('Check your inbox.')).toBeInTheDocument();
  });
});

describe('recently successful', () => {
  afterEach(() => {
    vi.useRealTimers();
    setUser(null);
  });

  it('stays up 2000 ms after a successful save', async () => {
    signIn();
    mockFetch({ 'PATCH /api/settings/password': { body: { message: 'Password updated.' } } });
    await renderInAdmin(<PasswordPage />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    expect(recentlySuccessfulMs).toBe(2000);
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByText('Your password has been updated.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(screen.queryByText('Your password has been updated.')).not.toBeInTheDocument());
  });
});
