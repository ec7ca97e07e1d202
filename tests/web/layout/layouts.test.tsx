import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { outboxWaitingKey } from '../../../model/storageKeys';
import { DeferredOfflineBanner } from '../../../src/components/offline/DeferredOffline';
import { addToOutbox, removeFromOutbox } from '../../../src/components/offline/outbox';
import { BasicLayout } from '../../../src/layout/BasicLayout';
import { ErrorLayout } from '../../../src/layout/ErrorLayout';
import { splashId } from '../../../src/layout/splash';
import { setUser } from '../../../src/providers/authState';
import { renderInAdmin, signIn } from '../helpers';

describe('layouts', () => {
  afterEach(() => setUser(null));

  it("error layout: translated title and text, and the way back to What's up for a signed-in user", async () => {
    signIn();
    await renderInAdmin(<ErrorLayout title="app.not_found.title" text="app.not_found.text" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Back to What's up" })).toHaveAttribute('href', '/home');
  });

  it('error layout: nobody signed in → the way back leads to the welcome page', async () => {
    await renderInAdmin(<ErrorLayout title="app.not_found.title" text="app.not_found.text" />);
    expect(screen.getByRole('link', { name: 'Back to the welcome page' })).toHaveAttribute('href', '/');
  });

  it('basic layout: a visitor can pick the language before signing in', async () => {
    await renderInAdmin(
      <BasicLayout>
        <p>form</p>
      </BasicLayout>,
    );
    expect(screen.getByText('form')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Language (EN)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(Cookies.get('locale')).toBe('fr'));
    expect(await screen.findByRole('button', { name: 'Langue (FR)' })).toBeInTheDocument();
  });

  it("index.html's splash (the logo painted before any script) goes as the first layout commits, basic or error", async () => {
    for (const layout of [
      <BasicLayout key="basic">
        <p>form</p>
      </BasicLayout>,
      <ErrorLayout key="error" title="app.not_found.title" text="app.not_found.text" />,
    ]) {
      const splash = document.body.appendChild(Object.assign(document.createElement('div'), { id: splashId }));
      const { unmount } = await renderInAdmin(layout);
      expect(splash.isConnected).toBe(false);
      unmount();
    }
  });

  it('default layout: the offline banner loads when the network goes, and the next page load knows the outbox holds actions', async () => {
    signIn();
    await renderInAdmin(<DeferredOfflineBanner />);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    try {
      expect(await screen.findByText(/^No network: what you do is kept on this device/)).toBeInTheDocument();
    } finally {
      // Back online for the files after this one in the worker (isolate: false): react-query's
      // onlineManager keeps the last event it heard, and offline every query of theirs would wait.
      onLine.mockRestore();
      window.dispatchEvent(new Event('online'));
    }

    const entry = await addToOutbox(1, {
      record: 'activities/1',
      request: { method: 'POST', url: '/api/activities/1/start', body: {} },
      change: 'start',
    });
    expect(localStorage.getItem(outboxWaitingKey)).toBe('1');
    await removeFromOutbox([entry.id]);
    expect(localStorage.getItem(outboxWaitingKey)).toBeNull();
  });
});
