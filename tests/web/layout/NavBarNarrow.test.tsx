import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavBar } from '../../../src/layout/navbar/NavBar';
import { browserNavigation } from '../../../src/layout/browserNavigation';
import { setUser } from '../../../src/providers/authState';
import { makeUser, renderInAdmin, signIn } from '../helpers';

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
const admin = () => makeUser({ role_id: 1, role: 'admin', permission: all.map((permissions_name) => ({ permissions_name })) });
const labels = ["What's up", 'Scheduled', 'On-Call', 'Training', 'Parts', 'Manpower', 'De-Icing', 'Reporting', 'Resources', 'Settings'];

/** jsdom has no layout: give every element a width, and the item list a given room. */
function layout(itemWidth: number, listWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    width: itemWidth,
    height: 20,
    top: 0,
    left: 0,
    right: itemWidth,
    bottom: 20,
    x: 0,
    y: 0,
    toJSON() {},
  }));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'UL' ? listWidth : 0;
  });
}

/** Makes MUI's useMediaQuery answer as on a screen this wide. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    const min = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width <= max && width >= min,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    };
  });
}

describe('navigation bar on screens too narrow for every item', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    setUser(null);
  });

  it('keeps the items that fit inline and puts the rest under More', async () => {
    layout(100, 750); // seven items (700) + More (100) = 800 > 750: six inline
    signIn(admin());
    await renderInAdmin(<NavBar />, { path: '/home' });
    const list = screen.getByRole('navigation', { name: 'Main navigation' }).querySelector('ul')!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(labels.slice(0, 6));
    await userEvent.click(within(list).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(labels.slice(6));
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/setting');
  });

  it('marks More as the current tab when the screen on show is one of its items', async () => {
    layout(100, 750);
    signIn(admin());
    await renderInAdmin(<NavBar />, { path: '/airport' });
    expect(screen.getByRole('button', { name: 'More' })).toHaveStyle({ boxShadow: 'inset 0 -3px 0 currentColor' });
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it("below 1000 px: the items in a drawer, What's up still clears the saved date and reloads /home", async () => {
    viewport(900);
    signIn(admin());
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    localStorage.setItem('calendar_date', '2026-02-01');
    await renderInAdmin(<NavBar />, { path: '/scheduled_data/12' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // Region and language stay in the bar on a tablet.
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(labels);
    expect(within(drawer).getByRole('link', { name: 'Scheduled' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('link', { name: "What's up" }));
    expect(localStorage.getItem('calendar_date')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/home');
  });

  it('on a phone the region and language controls move into the drawer', async () => {
    viewport(375);
    signIn(admin());
    await renderInAdmin(<NavBar />, { path: '/home' });
    expect(screen.queryByRole('combobox', { name: 'Region' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('combobox', { name: 'Region' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Language (EN)' })).toBeInTheDocument();
  });
});
