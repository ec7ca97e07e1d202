import { findRoute } from '../../../../model/routes';
import type { BoardCard, StatusView } from '../../../../model/modules/status_view/board';
import StatusViewPage from '../../../../src/pages/status_view/StatusViewPage';
import { renderInAdmin, signIn, makeUser } from '../../helpers';

export const day = '2026-07-01';
export const boardUrl = 'GET /api/status_view';

/** A summer turnaround at Amsterdam: STA 10:10, STD 11:40 local, a lead and a support technician. */
export function card(overrides: Partial<BoardCard> = {}): BoardCard {
  return {
    id: 5,
    work_order: 'AMS-260701-0007',
    status: 'assigned',
    late: false,
    conflict: false,
    rules_broken: false,
    inbound_flight_no: 'KL1234',
    outbound_flight_no: 'KL1235',
    registration: 'PH-EXA',
    aircraft_type: 'B738',
    services: ['TRANSIT', 'FUEL-SUP'],
    technicians: ['TT', 'UE'],
    times: { sta: { time: '10:10', day_offset: 0 }, std: { time: '11:40', day_offset: 0 }, ata: null, atd: null },
    ...overrides,
  };
}

export function board(cards: BoardCard[], overrides: Partial<StatusView> = {}): StatusView {
  return {
    date: day,
    region_id: 10,
    time_zone: 'Europe/Paris',
    generated_at: '2026-07-01T08:00:00Z',
    stations: [
      { id: 3, code: 'AMS', name: 'Amsterdam Schiphol', time_zone: 'Europe/Paris', activities: cards },
      { id: 4, code: 'LHR', name: 'London Heathrow', time_zone: 'Europe/London', activities: [] },
    ],
    ...overrides,
  };
}

/** The board screen at `path`, signed in as a supervisor of region 10. */
export function renderBoard(path = `/status_view/${day}`) {
  signIn(makeUser({ role_id: 3, role: 'supervisor', permission: [{ permissions_name: 'whatsupp_tab' }] }));
  const route = findRoute('setting.view_status')!;
  return renderInAdmin(<StatusViewPage route={route} />, { path, route: route.path });
}
