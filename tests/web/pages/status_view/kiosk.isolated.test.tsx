import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statusViewKioskKey } from '../../../../model/storageKeys';
import { useKioskLayout } from '../../../../src/layout/kioskLayout';
import { mockFetch } from '../../helpers';
import { board, boardUrl, card, renderBoard } from './boardFixtures';

vi.mock('../../../../src/live', () => import('./liveMock'));

/** What the default layout reads: rendered beside the board, it shows whether the nav bar would be hidden. */
function LayoutProbe() {
  return <div data-testid="layout-kiosk">{useKioskLayout() ? 'kiosk' : 'normal'}</div>;
}

const requestFullscreen = vi.fn(() => Promise.resolve());

beforeEach(() => {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  document.documentElement.requestFullscreen = requestFullscreen;
  mockFetch({ [boardUrl]: { body: board([card()]) } });
});
afterEach(() => {
  delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
  requestFullscreen.mockClear();
});

describe('kiosk mode of the status board', () => {
  it('goes full screen, hides the nav bar and says how to leave; Esc leaves', async () => {
    render(<LayoutProbe />);
    await renderBoard();
    await screen.findByRole('article');
    expect(screen.getByTestId('layout-kiosk')).toHaveTextContent('normal');
    await userEvent.click(screen.getByRole('button', { name: 'Kiosk mode' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(statusViewKioskKey)).toBe('on');
    expect(screen.getByTestId('layout-kiosk')).toHaveTextContent('kiosk');
    expect(screen.getByRole('button', { name: 'Exit kiosk mode' })).toBeVisible();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Kiosk mode' })).toBeVisible();
    expect(localStorage.getItem(statusViewKioskKey)).toBeNull();
    expect(screen.getByTestId('layout-kiosk')).toHaveTextContent('normal');
  });

  it('gives the nav bar back when the board is left, and kiosk mode ends with full screen', async () => {
    render(<LayoutProbe />);
    localStorage.setItem(statusViewKioskKey, 'on');
    const { unmount } = await renderBoard();
    await screen.findByRole('article');
    expect(screen.getByTestId('layout-kiosk')).toHaveTextContent('kiosk');
    // The browser left full screen (its own Esc): kiosk mode ends too.
    fireEvent(document, new Event('fullscreenchange'));
    expect(screen.getByRole('button', { name: 'Kiosk mode' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Kiosk mode' }));
    expect(screen.getByTestId('layout-kiosk')).toHaveTextContent('kiosk');
    unmount();
    expect(screen.getByTestId('layout-kiosk')).toHaveTextContent('normal');
    // Saved: the board opens in kiosk mode next time.
    expect(localStorage.getItem(statusViewKioskKey)).toBe('on');
  });

  it('stays on after a reload, offering full screen again (browsers grant it only on a click)', async () => {
    localStorage.setItem(statusViewKioskKey, 'on');
    await renderBoard();
    await screen.findByRole('article');
    expect(screen.getByRole('button', { name: 'Exit kiosk mode' })).toBeVisible();
    expect(requestFullscreen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Exit kiosk mode' }));
    expect(localStorage.getItem(statusViewKioskKey)).toBeNull();
  });
});
