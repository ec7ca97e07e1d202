import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import type { ReactNode } from 'react';
import type { ActivityDetail } from '../../../../../src/pages/scheduled/activity/activityTypes';
import { dataProvider as appDataProvider } from '../../../../../src/providers/dataProvider';
import { englishI18n, LocationProbe, makeUser, signIn } from '../../../helpers';

/** A summer turnaround at Amsterdam (UTC+2): STA 10:10, STD 11:40 local. */
export function activity(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    id: 5,
    work_order: 'AMS-260701-0007',
    region_id: 10,
    station_id: 3,
    customer_id: 4,
    aircraft_type_id: 2,
    flight_schedule_id: 9,
    local_date: '2026-07-01',
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
    version: 3,
    station_code: 'AMS',
    station_time_zone: 'Europe/Amsterdam',
    customer_name: 'KLM',
    aircraft_type_code: 'B738',
    services: [
      { id: 51, service_id: 1, code: 'TRC', name: 'Transit check', status: 'pending', standard_minutes: 45, completed_at: null },
      { id: 52, service_id: 2, code: 'TYR', name: 'Tyre check', status: 'pending', standard_minutes: 20, completed_at: null },
    ],
    assignments: [{ id: 71, technician_id: 7, name: 'Tom Tech', role: 'lead', planned_minutes: 65, actual_minutes: null, override_reason: null, overridden_rules: null }],
    allocations: [],
    conflicts: [],
    rts: null,
    remarks: null,
    defects: null,
    ...overrides,
  };
}

export const plannerPermissions = ['scheduled_tab', 'scheduled_write', 'settings_tab'];
export const technicianPermissions = ['scheduled_tab', 'work_record', 'rts_sign'];

export function signInWith(permissions: string[], role = 'planner') {
  return signIn(makeUser({ role, permission: permissions.map((permissions_name) => ({ permissions_name })) }));
}

/** Renders `ui` at `path` inside react-admin with the app's own data provider (its requests reach the fetch double). */
export async function renderWithApp(ui: ReactNode, { path, route, dataProvider = appDataProvider }: { path: string; route: string; dataProvider?: DataProvider }) {
  const i18nProvider = await englishI18n();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The JSON body a request sent. */
export const sentBody = (call: { body: unknown } | undefined) => JSON.parse(String(call?.body ?? 'null'));
