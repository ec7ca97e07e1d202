import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { listing, notice, readNotice, renderNotifications, viewport } from './notificationFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the notifications page', () => {
  it('lists the user’s notifications newest first; unread ones say so in words and an icon, their title bold', async () => {
    const { getList, dataProvider } = listing([notice(), readNotice]);
    await renderNotifications(dataProvider);
    const title = await screen.findByRole('link', { name: 'You are assigned to KL1227' });
    expect(getList).toHaveBeenCalledWith('notifications', expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' } }));
    expect(within(rowOf('You are assigned to KL1227')).getByText('Unread')).toBeInTheDocument();
    expect(within(rowOf('You are assigned to KL1227')).getByTestId('MarkEmailUnreadIcon')).toBeInTheDocument();
    expect(getComputedStyle(title.closest('[data-testid="notification-title"]')!).fontWeight).toBe('700');
    expect(getComputedStyle(within(rowOf('Memo: Winter operations')).getByTestId('notification-title')).fontWeight).toBe('400');
    expect(within(rowOf('Memo: Winter operations')).getByText('Read')).toBeInTheDocument();
    expect(within(rowOf('Memo: Winter operations')).getByText('Memo')).toBeInTheDocument();
    expect(screen.getByText('CDG-20261120-003 at CDG, 20 Nov 2026 06:15–07:05.')).toBeInTheDocument();
  });

  it('filters on unread from the status select', async () => {
    const { getList, dataProvider } = listing([notice()]);
    await renderNotifications(dataProvider);
    await screen.findByText('You are assigned to KL1227');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unread' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('notifications', expect.objectContaining({ filter: { read: 'false' } })));
  });

  it('opening a notification marks it read and goes to its record', async () => {
    const calls = mockFetch({ 'POST /api/notifications/5/read': { body: notice({ read: true }) } });
    const { dataProvider } = listing([notice()]);
    await renderNotifications(dataProvider);
    await userEvent.click(await screen.findByRole('link', { name: 'You are assigned to KL1227' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/scheduled_data/42'));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/notifications/5/read'));
  });

  it('marks one read or unread with its own button, and reads the list again', async () => {
    const calls = mockFetch({
      'POST /api/notifications/5/read': { body: notice({ read: true }) },
      'POST /api/notifications/6/unread': { body: readNotice },
    });
    const { getList, dataProvider } = listing([notice(), readNotice]);
    await renderNotifications(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read: You are assigned to KL1227' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as unread: Memo: Winter operations' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/notifications/5/read', 'POST /api/notifications/6/unread']),
    );
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('marks all read at once, and Undo marks exactly those unread again', async () => {
    const calls = mockFetch({
      'POST /api/notifications/read_all': { body: { updated: 2, ids: [5, 7] } },
      'POST /api/notifications/unread': { body: { updated: 2, ids: [5, 7] } },
    });
    const { dataProvider } = listing([notice()]);
    await renderNotifications(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All your notifications are marked as read.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/notifications/read_all', 'POST /api/notifications/unread']),
    );
    expect(JSON.parse(String(calls[1].body))).toEqual({ ids: [5, 7] });
    expect(await screen.findByText('They are unread again.')).toBeInTheDocument();
  });

  it('says so when there is nothing, and offers to try again when the list cannot be read', async () => {
    const empty = await renderNotifications(listing([]).dataProvider);
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    empty.unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderNotifications(listing(new Error('boom')).dataProvider);
    expect(await screen.findByText(/The list could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows cards on a phone, each with its status in words and its button', async () => {
    viewport(390);
    const { dataProvider } = listing([notice(), readNotice]);
    await renderNotifications(dataProvider);
    const cards = await screen.findByRole('list', { name: 'Your notifications' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Unread')).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'Mark as read: You are assigned to KL1227' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('a daily alert grouped per station reads with its count and opens the list filtered to those items', async () => {
    const filter = encodeURIComponent(JSON.stringify({ station_id: 9, expiry_status: 'expiring', in_stock: true }));
    const grouped = notice({
      id: 8,
      type: 'shelf_life_expiring',
      key: 'shelf_life_expiring_station',
      params: { count: 12, station: 'JFK', expires_date: '2026-11-25' },
      title: '12 materials expiring at JFK',
      text: 'The first lot expires on 25 Nov 2026.',
      link: `/parts?filter=${filter}`,
    });
    mockFetch({ 'POST /api/notifications/8/read': { body: { ...grouped, read: true } } });
    await renderNotifications(listing([grouped]).dataProvider);
    await userEvent.click(await screen.findByRole('link', { name: '12 materials expiring at JFK' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/parts?filter=${filter}`));
  });

  it('mutes a notification’s type from its row and says where to unmute it; types that must always reach offer no mute', async () => {
    const calls = mockFetch({ 'PUT /api/notifications/mutes': { body: { types: ['assignment'] } } });
    const dispatch = notice({ id: 9, type: 'dispatch', key: 'dispatch_you', title: 'You are dispatched: OC-1', link: null });
    await renderNotifications(listing([notice(), dispatch]).dataProvider);
    await screen.findByRole('link', { name: 'You are assigned to KL1227' });
    await userEvent.click(screen.getByRole('button', { name: 'Mute this type: Assignment' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/notifications/mutes']));
    expect(JSON.parse(String(calls[0].body))).toEqual({ type: 'assignment', muted: true });
    expect(
      await screen.findByText('You will no longer receive “Assignment” notifications. Unmute them in your profile.'),
    ).toBeInTheDocument();
    expect(within(rowOf('You are dispatched: OC-1')).queryByRole('button', { name: /Mute this type/ })).not.toBeInTheDocument();
  });
});
