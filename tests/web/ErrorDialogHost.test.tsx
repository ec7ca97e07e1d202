import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorDialogHost } from '../../src/layout/dialogs/ErrorDialogHost';
import { closeDialog, openDialog } from '../../src/layout/dialogs/dialogStore';
import { getToken, getUser, setUser } from '../../src/providers/authState';
import { mockFetch, renderInAdmin, signIn } from './helpers';

describe('error dialogs', () => {
  afterEach(() => {
    closeDialog();
    setUser(null);
  });

  it('401: token-expired title and text, buttons cancel then ok; ok signs out and goes to /login', async () => {
    signIn();
    mockFetch({ 'POST /api/logout': { status: 204 } });
    await renderInAdmin(<ErrorDialogHost />, { path: '/home' });
    act(() => void openDialog({ kind: 'tokenExpired' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Session expired')).toBeInTheDocument();
    expect(within(dialog).getByText('Your session has expired. Please log in again to continue.')).toBeInTheDocument();
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'OK']);
    await userEvent.click(buttons[1]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(getToken()).toBeUndefined();
    expect(getUser()).toBeNull();
  });

  it("429: 'Too many attempts, Please log in after sometime.'; ok signs out", async () => {
    signIn();
    mockFetch({ 'POST /api/logout': { status: 204 } });
    await renderInAdmin(<ErrorDialogHost />, { path: '/home' });
    act(() => void openDialog({ kind: 'tooManyAttempts' }));
    expect(await screen.findByText('Too many attempts, Please log in after sometime.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('5xx JSON: generic error dialog; cancel closes it and nothing else', async () => {
    signIn();
    await renderInAdmin(<ErrorDialogHost />, { path: '/home' });
    act(() => void openDialog({ kind: 'serverError' }));
    expect(await screen.findByText('Oops…')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('5xx HTML: a full-screen dialog showing the HTML in a sandboxed frame', async () => {
    await renderInAdmin(<ErrorDialogHost />);
    act(() => void openDialog({ kind: 'serverErrorHtml', html: '<h1>Stack trace</h1>' }));
    const frame = (await screen.findByTitle('Oops…')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('srcdoc')).toBe('<h1>Stack trace</h1>');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
  });
});
