import { Route } from 'react-router-dom';
import { memoryStore, type DataProvider, type Store } from 'react-admin';
import { afterAll, beforeAll } from 'vitest';
import { findRoute } from '../../../../model/routes';
import ScheduledPage from '../../../../src/pages/scheduled/ScheduledPage';
import type { TimelineActivity, TimelineDay } from '../../../../src/pages/scheduled/timelineTypes';
import { dataProvider as appDataProvider } from '../../../../src/providers/dataProvider';
import { makeUser, renderInAdmin, signIn } from '../../helpers';

export const day = '2026-07-01';

/** A summer turnaround at Amsterdam (UTC+2): STA 10:10, STD 11:40 local. */
export function row(overrides: Partial<TimelineActivity> = {}): TimelineActivity {
  return {
    id: 5,
    work_order: 'AMS-260701-0007',
    region_id: 10,
    station_id: 3,
    customer_id: 4,
    aircraft_type_id: 2,
    flight_schedule_id: 9,
    local_date: day,
    inbound_flight_no: 'KL1234',
    outbound_flight_no: 'KL1235',
    registration: 'PH-EXA',
    sta_at: '2026-07-01T08:10:00Z',
    std_at: '2026-07-01T09:40:00Z',
    eta_at: null,
    etd_at: null,
    ata_at: null,
    atd_at: null,
    status: 'assigned',
    cancel_reason: null,
    needs_review: false,
    technician_ids: [7],
    lead_technician_id: 7,
    service_count: 2,
    services_done: 0,
    conflict: false,
    rules_broken: false,
    version: 3,
    edited: false,
    station_code: 'AMS',
    station_time_zone: 'Europe/Amsterdam',
    customer_name: 'KLM',
    aircraft_type_code: 'B738',
    ...overrides,
  };
}

export function timelineDay(activities: TimelineActivity[], overrides: Partial<TimelineDay> = {}): TimelineDay {
  return {
    date: day,
    activities,
    technicians: [
      { id: 7, name: 'Tom Tech', home_station_id: 3 },
      { id: 8, name: 'Uma Engineer', home_station_id: 3 },
    ],
    stations: [
      { id: 3, code: 'AMS', name: 'Amsterdam Schiphol', time_zone: 'Europe/Amsterdam' },
      { id: 4, code: 'RTM', name: 'Rotterdam', time_zone: 'Europe/Amsterdam' },
    ],
    ...overrides,
  };
}

export const timelineUrl = 'GET /api/activities/timeline';
export const plannerPermissions = ['scheduled_tab', 'scheduled_write', 'settings_tab'];

/**
 * jsdom lays nothing out: the virtualiser would see a 0-pixel viewport and render no row. A
 * viewport as large as a desktop's lets it render the rows a screen would show.
 */
export function withLayout() {
  // The virtualiser reads the viewport from clientHeight/clientWidth; jsdom's are on Element.prototype.
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 720 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });
}

/** Signs in and renders /scheduled with the app's data provider (its requests reach the fetch double) and toasts. */
export async function renderScheduled({
  permissions = plannerPermissions,
  store = memoryStore(),
  regionId = 10,
  roleId = 2,
  dataProvider = appDataProvider,
  path = '/scheduled',
}: {
  permissions?: string[];
  store?: Store;
  regionId?: number;
  roleId?: number;
  /** The app's by default; lists replace getList (the fetch double sends no Content-Range). */
  dataProvider?: DataProvider;
  /** The URL opened, e.g. a link with filters (What's up's figures). */
  path?: string;
} = {}) {
  signIn(
    makeUser({
      instance_id: regionId,
      role_id: roleId,
      role: roleId === 4 ? 'technician' : 'planner',
      permission: permissions.map((permissions_name) => ({ permissions_name })),
    }),
  );
  return renderInAdmin(<ScheduledPage route={findRoute('scheduled')!} />, {
    path,
    route: '/scheduled',
    extraRoutes: <Route path="*" element={null} />,
    dataProvider,
    authProvider: null,
    store,
    notifications: true,
  });
}

export const sentBody = (call: { body: unknown } | undefined) => JSON.parse(String(call?.body ?? 'null'));
