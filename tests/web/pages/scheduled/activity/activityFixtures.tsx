import { Route } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import type { ReactNode } from 'react';
import type { ActivityDetail } from '../../../../../src/pages/scheduled/activity/activityTypes';
import { dataProvider as appDataProvider } from '../../../../../src/providers/dataProvider';
import { makeUser, renderInAdmin, signIn } from '../../../helpers';
import { row } from '../scheduledFixtures';

/** The planner's permissions and the request-body reader are shared with the timeline's tests. */
export { plannerPermissions, sentBody } from '../scheduledFixtures';

/** A service any licensed technician may certify. */
const typeAuthorisationFree = { authorisation_category: null, type_authorisation_required: false };

/** The timeline's Amsterdam turnaround (scheduledFixtures row) as the activity page reads it. */
export function activity(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    ...row(),
    services: [
      {
        id: 51,
        service_id: 1,
        code: 'TRC',
        name: 'Transit check',
        status: 'pending',
        standard_minutes: 45,
        completed_at: null,
        ...typeAuthorisationFree,
      },
      {
        id: 52,
        service_id: 2,
        code: 'TYR',
        name: 'Tyre check',
        status: 'pending',
        standard_minutes: 20,
        completed_at: null,
        ...typeAuthorisationFree,
      },
    ],
    assignments: [
      {
        id: 71,
        technician_id: 7,
        name: 'Tom Tech',
        role: 'lead',
        planned_minutes: 65,
        actual_minutes: null,
        override_reason: null,
        overridden_rules: [],
        broken_rules: [],
      },
    ],
    allocations: [],
    conflicts: [],
    rts: null,
    remarks: null,
    ...overrides,
  };
}

export const technicianPermissions = ['scheduled_tab', 'work_record', 'rts_sign'];

export function signInWith(permissions: string[], role = 'planner') {
  return signIn(makeUser({ role, permission: permissions.map((permissions_name) => ({ permissions_name })) }));
}

/** Renders `ui` at `path` inside react-admin with the app's own data provider (its requests reach the fetch double). */
export async function renderWithApp(
  ui: ReactNode,
  { path, route, dataProvider = appDataProvider }: { path: string; route: string; dataProvider?: DataProvider },
) {
  return renderInAdmin(ui, { path, route, dataProvider, authProvider: null, extraRoutes: <Route path="*" element={null} /> });
}

/** The JSON body a request sent. */
