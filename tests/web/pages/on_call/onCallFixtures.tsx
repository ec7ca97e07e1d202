import { Route } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import { findRoute } from '../../../../model/routes';
import OnCallPage from '../../../../src/pages/on_call/OnCallPage';
import IntakePage from '../../../../src/pages/on_call/intake/IntakePage';
import RequestPage from '../../../../src/pages/on_call/request/RequestPage';
import { dataProvider as appDataProvider } from '../../../../src/providers/dataProvider';
import type { RequestDetail } from '../../../../src/pages/on_call/onCallTypes';
import { makeUser, renderInAdmin, signIn } from '../../helpers';

const user = (role_id: number, role: string, permissions: string[]) =>
  makeUser({ role_id, role, role_name: role, permission: permissions.map((permissions_name) => ({ permissions_name })) });

/** A station supervisor on the desk: takes calls and dispatches (on_call_write), reads Settings' lists. */
export const deskUser = () => user(3, 'supervisor', ['whatsupp_tab', 'settings_tab', 'on_call_tab', 'on_call_write']);
/** A technician: reads the tab and records their own steps; no Settings lists. */
export const technicianUser = () => user(4, 'technician', ['whatsupp_tab', 'on_call_tab', 'work_record']);

/** Renders the On-Call screens with the app's providers, toasts and a location probe. */
export async function renderOnCall(
  path: string,
  { dataProvider = appDataProvider, signedIn = deskUser() }: { dataProvider?: DataProvider; signedIn?: ReturnType<typeof makeUser> } = {},
) {
  signIn(signedIn);
  return renderInAdmin(<OnCallPage route={findRoute('on_call')!} />, {
    path,
    route: '/on_call',
    extraRoutes: (
      <>
        <Route path="/on_call/new" element={<IntakePage route={findRoute('on_call_new')!} />} />
        <Route path="/on_call/:id" element={<RequestPage route={findRoute('on_call_request')!} />} />
        <Route path="*" element={null} />
      </>
    ),
    dataProvider,
    notifications: true,
  });
}

/** A new AOG request at AMS for KLM, as GET /api/on_call_requests/:id returns it. */
export function requestDetail(overrides: Partial<RequestDetail> = {}): RequestDetail {
  return {
    id: 7,
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    version: 2,
    region_id: 1,
    request_no: 'AOG-AMS-261125-03',
    customer_id: 1,
    customer_name: 'KLM',
    airport_id: 4,
    airport_iata: 'AMS',
    time_zone: 'Europe/Amsterdam',
    station_id: null,
    station_code: null,
    aircraft_type_id: 3,
    aircraft_type_code: 'A20N',
    registration: 'PH-EXA',
    flight_no: 'KL1234',
    std_at: null,
    caller_name: 'Jan de Vries',
    caller_phone: '+31 20 555 0101',
    priority: 'aog',
    defect: 'Hydraulic leak on the left main gear',
    ata_chapter: '32',
    mel_status: 'not_deferrable',
    tech_log_ref: null,
    part_numbers: [],
    customer_po: null,
    status: 'new',
    requested_at: '2026-11-25T10:00:00.000Z',
    road_trip_id: null,
    truck_id: null,
    eta_at: null,
    travel_km: null,
    dispatched_at: null,
    en_route_at: null,
    on_site_at: null,
    completed_at: null,
    closed_at: null,
    cancelled_at: null,
    cancel_reason: null,
    first_time_fix: null,
    resolution: null,
    remarks: null,
    created_by: 3,
    response_target_minutes: 120,
    technician_names: null,
    open: true,
    technicians: [],
    events: [
      { id: 1, to_status: 'new', from_status: null, at: '2026-11-25T10:00:00.000Z', recorded_by_name: 'Sam Supervisor', note: null },
    ],
    parts: [],
    expenses: [],
    rts: null,
    permissions: { write: true, record: true, sign: false },
    ...overrides,
  };
}
