import { Notification } from 'react-admin';
import { Route } from 'react-router-dom';
import { activityFigures } from '../../../../model/modules/home/figures';
import { alertList } from '../../../../model/modules/home/alerts';
import type { HomeDay } from '../../../../model/modules/home/homeDay';
import { findRoute } from '../../../../model/routes';
import HomePage from '../../../../src/pages/home/HomePage';
import { makeUser, renderInAdmin, signIn } from '../../helpers';

export const day = '2026-07-01';
const lead = { training_alert_days: 60, calibration_alert_days: 30 };
const counts: Record<string, number> = {
  total: 9,
  planned: 3,
  assigned: 2,
  in_progress: 1,
  completed: 2,
  cancelled: 1,
  unassigned: 3,
  late: 1,
  conflicts: 2,
  rules_broken: 4,
};

/** A day as GET /api/home answers it: EUR-W, with figures, alerts, two memos and unread notifications. */
export function summary(overrides: Partial<HomeDay> = {}): HomeDay {
  return {
    date: day,
    region_id: 10,
    time_zone: 'Europe/Paris',
    now: `${day}T10:00:00.000Z`,
    activities: activityFigures(day).map(({ id, filter }) => ({ id, count: counts[id], filter })),
    technicians: { assigned: 4, on_duty: 12, rostered_minutes: 102 * 60, needed_minutes: 120 * 60 },
    operations: {
      on_call_open: 3,
      on_call_aog: 1,
      on_call_late: 2,
      de_icing_treatments: 14,
      de_icing_litres: 5230,
      flight_movements_open: 2,
    },
    alerts: [
      {
        kind: 'calibration',
        count: 2,
        lead_days: 30,
        cutoff: '2026-07-31',
        list: alertList('calibration', day, lead),
        items: [
          { id: 3, label: 'TW-0003 Torque wrench', detail: 'AMS', due_date: '2026-06-20', level: 'overdue' },
          { id: 4, label: 'TW-0004 Torque wrench', detail: 'CDG', due_date: '2026-07-20', level: 'due_soon' },
        ],
      },
      { kind: 'licences', count: 0, lead_days: 60, cutoff: '2026-08-30', list: alertList('licences', day, lead), items: [] },
      {
        kind: 'training',
        count: 1,
        lead_days: 60,
        cutoff: '2026-08-30',
        list: alertList('training', day, lead),
        items: [{ id: 7, label: 'Tom Tech', detail: 'HF-REC', due_date: '2026-08-02', level: 'due_soon' }],
      },
    ],
    memos: [
      {
        id: 21,
        title: 'Winter holdover tables',
        body: 'New holdover times apply from today.',
        priority: 'urgent',
        region_id: 10,
        station_code: null,
        valid_from: '2026-06-30',
        valid_to: null,
        acknowledgement_required: true,
        read_at: null,
        acknowledged_at: null,
      },
      {
        id: 22,
        title: 'Apron works at CDG',
        body: 'Stand 12 closed.',
        priority: 'info',
        region_id: 10,
        station_code: 'CDG',
        valid_from: '2026-06-28',
        valid_to: '2026-07-05',
        acknowledgement_required: false,
        read_at: null,
        acknowledged_at: null,
      },
    ],
    notifications: { unread: 3, latest: [] },
    my_day: null,
    ...overrides,
  };
}

export const homeDayUrl = 'GET /api/home';

/** Signs in (a supervisor unless told otherwise) and renders /home with toasts. */
export async function renderHome(
  user = makeUser({
    role_id: 3,
    role: 'supervisor',
    permission: ['whatsupp_tab', 'scheduled_tab', 'settings_tab', 'manpower_tab'].map((permissions_name) => ({ permissions_name })),
  }),
) {
  signIn(user);
  return renderInAdmin(
    <>
      <HomePage route={findRoute('home')!} />
      <Notification />
    </>,
    { path: '/home', route: '/home', extraRoutes: <Route path="*" element={null} /> },
  );
}
