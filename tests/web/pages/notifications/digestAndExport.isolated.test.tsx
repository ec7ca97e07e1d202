import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationDigestSetting } from '../../../../src/pages/notifications/NotificationDigestSetting';
import { NotificationMuteSetting } from '../../../../src/pages/notifications/NotificationMuteSetting';
import { mockFetch, renderInAdmin, signIn } from '../../helpers';
import { notice, readNotice } from './notificationFixtures';

const downloads = vi.hoisted(() => [] as { csv: string; name: string }[]);
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  downloadCSV: (csv: string, name: string) => void downloads.push({ csv, name }),
}));

describe('the muted notification types', () => {
  it('lists the muted types with their count (singular and plural) and unmutes one', async () => {
    signIn();
    const calls = mockFetch({
      'GET /api/notifications/mutes': { body: { types: ['low_stock', 'shelf_life_expiring'] } },
      'PUT /api/notifications/mutes': { body: { types: ['shelf_life_expiring'] } },
    });
    await renderInAdmin(<NotificationMuteSetting />);
    expect(await screen.findByText('You muted 2 types of notification.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unmute: Low stock' }));
    expect(await screen.findByText('You muted 1 type of notification.')).toBeInTheDocument();
    expect(screen.getByText('You will receive “Low stock” notifications again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unmute: Low stock' })).not.toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.method === 'PUT')!.body))).toEqual({ type: 'low_stock', muted: false });
  });

  it('says every type reaches the user when none is muted', async () => {
    signIn();
    mockFetch({ 'GET /api/notifications/mutes': { body: { types: [] } } });
    await renderInAdmin(<NotificationMuteSetting />);
    expect(await screen.findByText('You receive every type of notification.')).toBeInTheDocument();
  });
});

describe('the e-mail digest switch', () => {
  it('shows the stored choice and saves a change at once', async () => {
    signIn();
    const calls = mockFetch({
      'GET /api/notifications/digest': { body: { digest: false } },
      'PUT /api/notifications/digest': { body: { digest: true } },
    });
    await renderInAdmin(<NotificationDigestSetting />);
    const toggle = await screen.findByRole('switch', { name: 'E-mail me my unread notifications once a day' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(JSON.parse(String(calls.find((c) => c.method === 'PUT')!.body))).toEqual({ digest: true });
  });

  it('goes back and says so when the change is not saved', async () => {
    signIn();
    mockFetch({
      'GET /api/notifications/digest': { body: { digest: true } },
      'PUT /api/notifications/digest': { status: 500, body: { message: 'down' } },
    });
    await renderInAdmin(<NotificationDigestSetting />);
    const toggle = await screen.findByRole('switch', { name: 'E-mail me my unread notifications once a day' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    expect(await screen.findByText('That did not work. Please try again.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});

describe('the CSV export', () => {
  it('writes the notifications as the reader saw them, headed by the API’s field names', async () => {
    const { notificationExporter } = await import('../../../../src/pages/notifications/notificationExporter');
    await notificationExporter([notice(), readNotice], vi.fn(), {} as never, 'notifications');
    expect(downloads).toHaveLength(1);
    const [header, first] = downloads[0].csv.split('\n');
    expect(header).toBe('id,created_at,type,title,text,read,read_at,link');
    expect(first).toContain('You are assigned to KL1227');
    expect(first).toContain('/scheduled_data/42');
    expect(downloads[0].name).toBe('notifications');
  });
});
