import { Route } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import { vi } from 'vitest';
import type { NotificationRecord } from '../../../../model/modules/notifications';
import { findRoute } from '../../../../model/routes';
import NotificationsPage from '../../../../src/pages/notifications/NotificationsPage';
import { dataProvider as appDataProvider } from '../../../../src/providers/dataProvider';
import { makeUser, renderInAdmin, signIn } from '../../helpers';

/** A notification as the API answers it. */
export function notice(overrides: Partial<NotificationRecord> = {}): NotificationRecord {
  return {
    id: 5,
    type: 'assignment',
    key: 'assignment_you',
    params: { flight: 'KL1227' },
    title: 'You are assigned to KL1227',
    text: 'CDG-20261120-003 at CDG, 20 Nov 2026 06:15–07:05.',
    link: '/scheduled_data/42',
    region_id: 1,
    read: false,
    read_at: null,
    created_at: '2026-11-20T05:30:00.000Z',
    ...overrides,
  };
}

export const readNotice = notice({
  id: 6,
  type: 'memo',
  key: 'memo',
  title: 'Memo: Winter operations',
  text: 'Read the holdover tables.',
  link: '/home',
  read: true,
  read_at: '2026-11-19T10:00:00.000Z',
  created_at: '2026-11-19T08:00:00.000Z',
});

/** The app's data provider with getList answering `records` (the fetch double sends no Content-Range). */
export function listing(records: NotificationRecord[] | Error) {
  const getList = vi.fn(async () => {
    if (records instanceof Error) throw records;
    return { data: records, total: records.length };
  });
  return { getList, dataProvider: { ...appDataProvider, getList } as unknown as DataProvider };
}

/**
 * Signs in as the demo technician (no Settings: the page must not depend on it) and renders
 * /notification with the app's auth provider, toasts and a location probe.
 */
export async function renderNotifications(dataProvider: DataProvider, path = '/notification') {
  signIn(
    makeUser({
      role_id: 4,
      role: 'technician',
      role_name: 'Technician',
      permission: ['whatsupp_tab', 'scheduled_tab'].map((permissions_name) => ({ permissions_name })),
    }),
  );
  return renderInAdmin(<NotificationsPage route={findRoute('notification')!} />, {
    path,
    route: '/notification',
    extraRoutes: <Route path="*" element={null} />,
    dataProvider,
    notifications: true,
  });
}

/** Makes MUI's useMediaQuery answer as on a screen this wide. */
export function viewport(width: number) {
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
