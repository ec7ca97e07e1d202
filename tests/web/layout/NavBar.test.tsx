import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavBar } from '../../../src/layout/navbar/NavBar';
import { browserNavigation } from '../../../src/layout/browserNavigation';
import { logoWidthPx } from '../../../src/layout/navbar/CompanyLogo';
import { getToken, setUser } from '../../../src/providers/authState';
import { makeUser, mockFetch, renderInAdmin, signIn } from '../helpers';

const all = [
  'whatsupp_tab',
  'settings_tab',
  'scheduled_tab',
  'on_call_tab',
  'training',
  'parts_tab',
  'manpower_tab',
  'de_icing_tab',
  'reporting_tab',
  'resources_tab',
];
const withPermissions = (names: string[], extra = {}) =>
  makeUser({ permission: names.map((permissions_name) => ({ permissions_name })), ...extra });

function navLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav.querySelector('ul')!).getAllByRole('link');
}

describe('navigation bar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setUser(null);
  });

  it('is hidden entirely when nobody is signed in', async () => {
    await renderInAdmin(<NavBar />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows every item, in order, for a user holding every permission', async () => {
    signIn(withPermissions(all));
    await renderInAdmin(<NavBar />);
    expect(navLinks().map((a) => a.textContent)).toEqual([
      "What's up",
      'Scheduled',
      'On-Call',
      'Training',
      'Parts',
      'Manpower',
      'De-Icing',
      'Reporting',
      'Resources',
      'Settings',
    ]);
  });

  it('shows only the items whose permission the user holds (technician)', async () => {
    signIn(withPermissions(['whatsupp_tab', 'scheduled_tab', 'on_call_tab', 'training'], { role_id: 4, role: 'technician' }));
    await renderInAdmin(<NavBar />);
    expect(navLinks().map((a) => a.textContent)).toEqual(["What's up", 'Scheduled', 'On-Call', 'Training']);
    // Notifications and the region selector are for every signed-in user.
    expect(screen.getByRole('link', { name: 'Notifications: 3 unread' })).toHaveAttribute('href', '/notification');
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeInTheDocument();
  });

  it('Settings goes to /flight_schedule for role_id 2 and to /setting for every other role', async () => {
    signIn(withPermissions(['settings_tab'], { role_id: 2 }));
    const { unmount } = await renderInAdmin(<NavBar />);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/flight_schedule');
    unmount();
    for (const roleId of [1, 3, 5]) {
      signIn(withPermissions(['settings_tab'], { role_id: roleId }));
      const view = await renderInAdmin(<NavBar />);
      expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/setting');
      view.unmount();
    }
  });

  it("What's up clears the saved calendar date and reloads /home", async () => {
    signIn(withPermissions(['whatsupp_tab']));
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    localStorage.setItem('calendar_date', '2026-02-01');
    await renderInAdmin(<NavBar />);
    await userEvent.click(screen.getByRole('link', { name: "What's up" }));
    expect(localStorage.getItem('calendar_date')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/home');
  });

  it('logo 180 px wide linking home; the user menu shows name, role name, settings (profile) and logout', async () => {
    signIn(withPermissions([]));
    mockFetch({ 'POST /api/logout': { status: 204 } });
    localStorage.setItem('calendar_date', '2026-02-01');
    await renderInAdmin(<NavBar />, { path: '/home' });
    const logo = screen.getByRole('img', { name: 'Tarmac' });
    expect(logo).toHaveAttribute('width', String(logoWidthPx));
    expect(logoWidthPx).toBe(180);
    expect(logo.closest('a')).toHaveAttribute('href', '/home');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Planner')).toBeInTheDocument();
    expect(within(menu).getByText('Planner')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings/profile');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(localStorage.getItem('calendar_date')).toBeNull();
    expect(getToken()).toBeUndefined();
  });

  it('marks the item of the screen on show: a tab for its own detail screens, Settings for every settings-area page but the status board (What’s up’s day)', async () => {
    const cases: [string, string][] = [
      ['/home', "What's up"],
      ['/scheduled_data/12', 'Scheduled'],
      ['/training_activity', 'Training'],
      ['/on_call/new', 'On-Call'],
      ['/on_call/12', 'On-Call'],
      ['/airport', 'Settings'],
      ['/airport/12', 'Settings'],
      ['/status_view/2026-03-01', "What's up"],
      ['/status_view', "What's up"],
    ];
    for (const [path, label] of cases) {
      signIn(withPermissions(all, { role_id: 1 }));
      const view = await renderInAdmin(<NavBar />, { path });
      expect(
        navLinks()
          .filter((a) => a.getAttribute('aria-current') === 'page')
          .map((a) => a.textContent),
      ).toEqual([label]);
      view.unmount();
    }
    signIn(withPermissions(all, { role_id: 1 }));
    await renderInAdmin(<NavBar />, { path: '/settings/profile' });
    expect(navLinks().filter((a) => a.getAttribute('aria-current') === 'page')).toEqual([]);
  });

  it('shows the language menu only when more than one locale exists', async () => {
    signIn(withPermissions([]));
    const view = await renderInAdmin(<NavBar />);
    expect(screen.getByRole('button', { name: 'Language (EN)' })).toBeInTheDocument();
    view.unmount();
  });
});
