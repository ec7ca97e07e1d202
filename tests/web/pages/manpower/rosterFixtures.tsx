import { Route } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import { findRoute } from '../../../../model/routes';
import { calendarDateKey } from '../../../../model/storageKeys';
import ManpowerPage from '../../../../src/pages/manpower/ManpowerPage';
import type { Roster, RosterShift } from '../../../../src/pages/manpower/rosterTypes';
import { dataProvider as appDataProvider } from '../../../../src/providers/dataProvider';
import type { ReactNode } from 'react';
import { LiveEventsProvider } from '../../../../src/live';
import { makeUser, renderInAdmin, signIn } from '../../helpers';

/** Monday 2 November 2026; weeks start on Sunday unless the settings say Monday. */
export const monday = '2026-11-02';
export const rosterUrl = 'GET /api/roster';
export const saveUrl = 'PUT /api/roster';
export const supervisorPermissions = ['manpower_tab', 'settings_tab', 'roster_write', 'roster_override'];

export const stations = [
  { id: 3, code: 'AMS', name: 'Amsterdam Schiphol' },
  { id: 4, code: 'RTM', name: 'Rotterdam' },
];

export function shift(overrides: Partial<RosterShift> = {}): RosterShift {
  return {
    id: 100,
    technician_id: 7,
    local_date: '2026-11-02',
    shift_type_id: 1,
    version: 3,
    breach_rules: [],
    breach_reason: null,
    ...overrides,
  };
}

/** The AMS week of Sunday 1 – Saturday 7 November: Tom on Day shift on Monday (version 3). */
export function roster(overrides: Partial<Roster> = {}): Roster {
  return {
    station: {
      id: 3,
      code: 'AMS',
      name: 'Amsterdam Schiphol',
      region_id: 10,
      time_zone: 'Europe/Amsterdam',
      country: 'NL',
      us_weekly_rest_basis: 'seven_days',
    },
    from: '2026-11-01',
    to: '2026-11-07',
    shift_types: [
      {
        id: 1,
        code: 'D',
        name: 'Day',
        kind: 'work',
        start_time: '06:00',
        end_time: '18:00',
        paid_minutes: 690,
        colour: '#1565c0',
        active: true,
      },
      {
        id: 2,
        code: 'N',
        name: 'Night',
        kind: 'work',
        start_time: '18:00',
        end_time: '06:00',
        paid_minutes: 690,
        colour: '#311b92',
        active: true,
      },
      {
        id: 3,
        code: 'OFF',
        name: 'Day off',
        kind: 'off',
        start_time: null,
        end_time: null,
        paid_minutes: 0,
        colour: '#e0e0e0',
        active: true,
      },
      {
        id: 4,
        code: 'SICK',
        name: 'Sick',
        kind: 'sick',
        start_time: null,
        end_time: null,
        paid_minutes: 0,
        colour: '#ffcdd2',
        active: true,
      },
    ],
    technicians: [
      { id: 7, name: 'Tom Tech', employee_no: 'E007', home_station_id: 3, contract_weekly_hours: 40 },
      { id: 8, name: 'Uma Engineer', employee_no: 'E008', home_station_id: 3, contract_weekly_hours: 40 },
    ],
    shifts: [shift()],
    violations: [],
    demand: ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'].map((local_date, i) => ({
      local_date,
      needed_minutes: i === 1 ? 1800 : 600,
      rostered_minutes: i === 1 ? 690 : 690,
      bands: [],
    })),
    rules: [
      {
        rule: 'daily_rest',
        setting: 'min_daily_rest_hours',
        value: 11,
        unit: 'hours',
        citation_key: 'manpower.rules.daily_rest.citation',
        applies: true,
      },
      {
        rule: 'us_weekly_off',
        setting: 'us_weekly_off_hours',
        value: 24,
        unit: 'hours',
        citation_key: 'manpower.rules.us_weekly_off.citation',
        applies: false,
      },
    ],
    man_hour_plan: { month: '2026-11-01', supply_minutes: 6000, demand_minutes: 9000, deficit_percent: 33.3, signal_percent: 25 },
    man_hour_signals: [],
    ...overrides,
  };
}

/** The stations list comes through react-admin's getList (the fetch double sends no Content-Range). */
const stationsProvider: DataProvider = {
  ...appDataProvider,
  getList: (async () => ({ data: stations, total: stations.length })) as DataProvider['getList'],
};

/** Signs in and renders /manpower on the saved calendar date (Monday 2 November 2026). */
/** `live`: inside the live-events provider (its stream from tests/web/live/fakeEventStream). */
export async function renderManpower({
  permissions = supervisorPermissions,
  live = false,
}: { permissions?: string[]; live?: boolean } = {}) {
  localStorage.setItem(calendarDateKey, monday);
  signIn(makeUser({ role_id: 3, role: 'supervisor', permission: permissions.map((permissions_name) => ({ permissions_name })) }));
  return renderInAdmin(withLive(live, <ManpowerPage route={findRoute('manpower')!} />), {
    path: '/manpower',
    route: '/manpower',
    extraRoutes: <Route path="*" element={null} />,
    dataProvider: stationsProvider,
    authProvider: null,
    notifications: true,
  });
}

const withLive = (live: boolean, page: ReactNode) => (live ? <LiveEventsProvider>{page}</LiveEventsProvider> : page);

export const sentBody = (call: { body: unknown } | undefined) => JSON.parse(String(call?.body ?? 'null'));

/** The shift code a cell shows (its accessible description, also in the cell, left out). */
export const codeOf = (cell: HTMLElement) => cell.firstElementChild?.textContent ?? '';
