import { Route } from 'react-router-dom';
import { findRoute } from '../../../../model/routes';
import ResourceAllocationPage from '../../../../src/pages/resource_allocation/ResourceAllocationPage';
import { makeUser, renderInAdmin, signIn } from '../../helpers';

/** A station supervisor who books and sends tools for calibration (resources_write). */
export const supervisor = () =>
  makeUser({
    role_id: 3,
    role: 'supervisor',
    role_name: 'Supervisor',
    permission: ['whatsupp_tab', 'resources_tab', 'resources_write'].map((permissions_name) => ({ permissions_name })),
  });

export async function renderResources(path = '/resources?date=2026-07-01&station=3') {
  signIn(supervisor());
  return renderInAdmin(<ResourceAllocationPage route={findRoute('resources')!} />, {
    path,
    route: '/resources',
    extraRoutes: <Route path="*" element={null} />,
    notifications: true,
  });
}

export const station = { id: 3, code: 'AMS', name: 'Amsterdam Schiphol', time_zone: 'Europe/Amsterdam' };

const resource = (overrides: object) => ({
  station_id: 3,
  station_code: 'AMS',
  category_id: null,
  category_name: null,
  colour: null,
  next_due: null,
  next_service_date: null,
  insurance_expiry: null,
  available: true,
  reasons: [],
  ...overrides,
});

export const tug = resource({
  key: 'truck:4',
  kind: 'truck',
  id: 4,
  label: 'Tug 1',
  category_id: 2,
  category_name: 'Tow tractors',
  colour: '#1565c0',
  status: 'serviceable',
  next_service_date: '2026-12-01',
  insurance_expiry: '2027-01-31',
});
export const wrench = resource({
  key: 'calibrated_tool:7',
  kind: 'calibrated_tool',
  id: 7,
  label: 'TW-0042 torque wrench',
  category_id: 5,
  category_name: 'Torque tools',
  colour: '#6a1b9a',
  status: 'out_for_calibration',
  next_due: '2026-07-20',
  available: false,
  reasons: [{ rule: 'out_for_calibration', ok: false, reason: 'resource_allocation.rules.out_for_calibration.at_laboratory' }],
});

const booking = (overrides: object) => ({
  purpose: 'reservation',
  activity_id: null,
  on_call_request_id: null,
  de_icing_treatment_id: null,
  resource_transfer_id: null,
  movable: true,
  version: 2,
  ...overrides,
});

/** 10:00–12:00 Amsterdam time (UTC+2 in July). */
export const tugReservation = booking({
  id: 11,
  key: 'truck:4',
  kind: 'truck',
  resource_id: 4,
  starts_at: '2026-07-01T08:00:00Z',
  ends_at: '2026-07-01T10:00:00Z',
  label: 'Pushback KL1234',
});
/** 15:00–16:00 local, after the wrench left for the laboratory at 14:00: a clash. */
export const wrenchActivity = booking({
  id: 12,
  key: 'calibrated_tool:7',
  kind: 'calibrated_tool',
  resource_id: 7,
  starts_at: '2026-07-01T13:00:00Z',
  ends_at: '2026-07-01T14:00:00Z',
  purpose: 'activity',
  activity_id: 5,
  movable: false,
  label: 'AMS-260701-0007 PH-BXA',
});

export const period = {
  stations: [station],
  bookings: [tugReservation, wrenchActivity],
  unavailable: [
    {
      key: 'calibrated_tool:7',
      from: '2026-07-01T12:00:00Z',
      to: '2026-07-02T22:00:00Z',
      reason: 'resource_allocation.rules.out_for_calibration.at_laboratory',
    },
  ],
};

export const timelineAnswers = {
  'GET /api/resource_bookings': { body: period },
  'GET /api/resources': { body: [tug, wrench] },
};

export const sentBody = (call: { body: unknown } | undefined) => JSON.parse(String(call?.body));
