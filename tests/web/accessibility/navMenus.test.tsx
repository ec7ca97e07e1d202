import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visibleNavItems } from '../../../model/routes';
import { NavDrawer } from '../../../src/layout/navbar/NavDrawer';
import { UserMenu } from '../../../src/layout/navbar/UserMenu';
import { setUser } from '../../../src/providers/authState';
import { makeUser, renderInAdmin } from '../helpers';

describe('nav bar menus (axe aria-required-children, listitem, list, aria-dialog-name)', () => {
  afterEach(() => setUser(null));

  it('the account menu holds menu items and separators only; its heading still shows the name and role', async () => {
    await renderInAdmin(<UserMenu user={makeUser()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    for (const child of menu.children) expect(['menuitem', 'separator', 'none']).toContain(child.getAttribute('role'));
    expect(within(menu).queryAllByRole('listitem')).toHaveLength(0);
    expect(menu.querySelector('p')).toBeNull();
    expect(within(menu).getByText('Ada Planner')).toBeVisible();
    expect(within(menu).getByText('Planner')).toBeVisible();
  });

  it('the drawer of narrow screens is a named dialog whose links sit in list items', async () => {
    const items = visibleNavItems(['whatsupp_tab', 'scheduled_tab', 'settings_tab']);
    await renderInAdmin(<NavDrawer items={items} roleId={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    const list = within(drawer).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(items.length);
    for (const link of links) expect(link.parentElement!.tagName).toBe('LI');
    for (const child of list.children) expect(child.tagName).toBe('LI');
  });
});
