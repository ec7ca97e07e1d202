import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import type { FlightMovementRow } from '../../../../model/modules/movements';
import { MovementDetails } from '../../../../src/pages/movements/MovementDetails';
import { MovementList } from '../../../../src/pages/movements/MovementList';
import { makeUser, mockFetch, renderInAdmin, signIn } from '../../helpers';

/** The movements screen (docs/modules/movements.md, "The movements screen"). */
function movement(overrides: Partial<FlightMovementRow> = {}): FlightMovementRow {
  return {
    id: 7,
    created_at: '2026-11-28T15:05:00.000Z',
    updated_at: '2026-11-28T15:05:00.000Z',
    version: 1,
    message_id: 41,
    station_id: 3,
    station: 'CDG',
    flight_no: 'AF1234',
    flight_date: '2026-11-28',
    registration: 'F-GKXA',
    eta_at: '2026-11-28T16:20:00.000Z',
    etd_at: null,
    ata_at: null,
    atd_at: null,
    delay_codes: [],
    sent_at: null,
    order_at: '2026-11-28T15:05:00.000Z',
    outcome: 'applied',
    refusal: null,
    activity_id: 5,
    matched_by: 'flight',
    diverted_from: null,
    applied_fields: ['eta_at'],
    skipped: [],
    resolved_at: null,
    resolved_by: null,
    message_format: 'mvt',
    message_body: 'MVT\nAF1234/28.FGKXA.LHR\nAD1405/1417 EA1620 CDG',
    message_errors: null,
    sender_name: 'SkyLink MVT feed',
    work_order: 'CDG-261128-0001',
    time_zone: 'Europe/Paris',
    ...overrides,
  };
}

function listProvider(rows: FlightMovementRow[]) {
  const lists: GetListParams[] = [];
  const dataProvider = testDataProvider({
    getList: (async (_resource: string, params: GetListParams) => {
      lists.push(params);
      return { data: rows, total: rows.length };
    }) as DataProvider['getList'],
  });
  return { dataProvider, lists };
}

const planner = () =>
  makeUser({ permission: ['whatsupp_tab', 'scheduled_tab', 'scheduled_write'].map((permissions_name) => ({ permissions_name })) });

describe('the movements list', () => {
  it('shows each movement: received in the station’s time, flight, what it said, outcome as a named chip, the job it moved, the sender', async () => {
    signIn(planner());
    const { dataProvider, lists } = listProvider([
      movement(),
      movement({
        id: 8,
        outcome: 'unmatched',
        activity_id: null,
        work_order: null,
        flight_no: 'KL999',
        etd_at: '2026-11-28T17:00:00.000Z',
        eta_at: null,
      }),
      movement({ id: 9, outcome: 'refused', refusal: 'movements.unknown_station', activity_id: null, work_order: null, flight_no: 'AF1' }),
      movement({
        id: 10,
        flight_no: 'AF2',
        outcome: 'diverted',
        resolved_at: '2026-11-28T16:00:00.000Z',
        activity_id: null,
        work_order: null,
      }),
    ]);
    await renderInAdmin(<MovementList />, { dataProvider, path: '/scheduled/movements' });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const row = (flight: string) => within(table).getByText(flight).closest('tr')!;
    const [applied, unmatched, refused, diverted] = ['AF1234', 'KL999', 'AF1', 'AF2'].map(row);
    expect(within(applied).getByText(/^28 Nov 2026 16:05 (CET|GMT\+1)$/)).toBeInTheDocument();
    expect(within(applied).getByText('AF1234')).toBeInTheDocument();
    expect(within(applied).getByText(/^ETA 17:20/)).toBeInTheDocument();
    expect(within(applied).getByText('Applied')).toBeInTheDocument();
    expect(within(applied).getByRole('link', { name: 'CDG-261128-0001' })).toHaveAttribute('href', '/scheduled_data/5');
    expect(within(applied).getByText('SkyLink MVT feed')).toBeInTheDocument();
    expect(within(unmatched).getByText(/^ETD 18:00/)).toBeInTheDocument();
    expect(within(unmatched).getByText('No job found')).toBeInTheDocument();
    expect(within(unmatched).queryByRole('link')).not.toBeInTheDocument();
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(within(diverted).getByText('Diverted')).toBeInTheDocument();
    expect(within(diverted).getByText('Resolved')).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: 25 } });
  });

  it('sends "to handle only" as the API’s filters: unmatched or diverted, not resolved', async () => {
    signIn(planner());
    const { dataProvider, lists } = listProvider([movement({ outcome: 'unmatched' })]);
    const filter = encodeURIComponent(JSON.stringify({ open: true, flight_date_gte: '2026-11-28', flight_date_lte: '2026-11-28' }));
    await renderInAdmin(<MovementList />, { dataProvider, path: `/scheduled/movements?filter=${filter}` });
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(lists.at(-1)!.filter).toEqual({
      outcome: ['unmatched', 'diverted'],
      resolved_at: null,
      flight_date_gte: '2026-11-28',
      flight_date_lte: '2026-11-28',
    });
    expect(screen.getByRole('switch', { name: 'To handle only' })).toBeChecked();
  });

  it('says so when nothing was received', async () => {
    signIn(planner());
    await renderInAdmin(<MovementList />, { dataProvider: listProvider([]).dataProvider });
    expect(await screen.findByText('No flight movement received yet.')).toBeInTheDocument();
  });
});

describe('a movement opened', () => {
  it('shows a refused MVT message as received and every reason translated, with its line', async () => {
    signIn(planner());
    const body = 'MVT\nAF1234/28.FGKXA.CDG\nAD14X5';
    await renderInAdmin(
      <RecordContextProvider
        value={movement({
          outcome: 'refused',
          refusal: 'movements.malformed',
          message_body: body,
          message_errors: [{ key: 'movements.mvt.bad_time', line: 3 }, { key: 'movements.mvt.nothing_to_apply' }],
          activity_id: null,
        })}
      >
        <MovementDetails />
      </RecordContextProvider>,
    );
    const reasons = within(screen.getByRole('heading', { name: 'Why it was refused' }).parentElement!);
    expect(reasons.getByText('The message could not be read.')).toBeInTheDocument();
    expect(reasons.getByText('Line 3: a time is not hhmm or ddhhmm.')).toBeInTheDocument();
    expect(reasons.getByText('The message gives no time to apply (no AD, AA, ED or EA).')).toBeInTheDocument();
    const received = screen.getByText((_, element) => element?.tagName === 'PRE' && element.textContent === body);
    expect(received).toHaveStyle({ fontFamily: 'monospace' });
    // Refused: nothing to resolve.
    expect(screen.queryByRole('button', { name: 'Mark resolved' })).not.toBeInTheDocument();
  });

  it('names each time left alone and why', async () => {
    signIn(planner());
    await renderInAdmin(
      <RecordContextProvider
        value={movement({
          outcome: 'unchanged',
          skipped: [
            { field: 'eta_at', reason: 'older' },
            { field: 'etd_at', reason: 'actual_known' },
          ],
        })}
      >
        <MovementDetails />
      </RecordContextProvider>,
    );
    expect(screen.getByText('ETA: a message sent later set it')).toBeInTheDocument();
    expect(screen.getByText('ETD: the actual time is known')).toBeInTheDocument();
  });

  it('offers a planner Mark resolved and Create job, prefilled, on an open unmatched movement', async () => {
    signIn(planner());
    const calls = mockFetch({
      'POST /api/flight_movements/8/resolve': { body: movement({ id: 8, resolved_at: '2026-11-28T16:00:00.000Z' }) },
    });
    await renderInAdmin(
      <RecordContextProvider value={movement({ id: 8, outcome: 'unmatched', activity_id: null, work_order: null })}>
        <MovementDetails />
      </RecordContextProvider>,
      { notifications: true },
    );
    const create = new URL(screen.getByRole('link', { name: 'Create job' }).getAttribute('href')!, 'http://x');
    expect(create.pathname).toBe('/scheduled_data');
    expect(Object.fromEntries(create.searchParams)).toEqual({
      station_id: '3',
      local_date: '2026-11-28',
      registration: 'F-GKXA',
      inbound_flight_no: 'AF1234',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/flight_movements/8/resolve')).toBe(true));
    expect(await screen.findByText('Movement marked resolved.')).toBeInTheDocument();
  });

  it('offers a reader without the write permission neither', async () => {
    signIn(makeUser());
    await renderInAdmin(
      <RecordContextProvider value={movement({ outcome: 'diverted', diverted_from: 'ORY', activity_id: null })}>
        <MovementDetails />
      </RecordContextProvider>,
    );
    expect(screen.getByText('Diverted: planned at ORY, now at CDG.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark resolved' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create job' })).not.toBeInTheDocument();
  });

  it('opens the Re-plan dry run naming why each person is released first: a double booking, another rule broken, or nobody when both started', async () => {
    signIn(planner());
    const release = (technician_name: string, work_order: string | null, reason?: 'both_started' | 'rules_broken') => ({
      technician_id: 1,
      technician_name,
      activity_id: work_order ? 5 : null,
      work_order,
      ...(reason ? { reason } : {}),
    });
    mockFetch({
      'POST /api/flight_movements/7/replan': {
        body: {
          movement_id: 7,
          activity_id: 5,
          releases: [
            release('Ada Clash', 'CDG-261128-0001'),
            release('Ben Rest', 'CDG-261128-0001', 'rules_broken'),
            release('Cy Started', null, 'both_started'),
          ],
          proposal: {
            date: '2026-11-28',
            station_id: 3,
            proposals: [],
            unassigned: [],
            figures: { seats: 0, filled: 0, upper_bound: 0, ms: 1 },
            applied: 0,
            skipped: [],
          },
        },
      },
    });
    await renderInAdmin(
      <RecordContextProvider value={movement()}>
        <MovementDetails />
      </RecordContextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Re-plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-plan after the movement of CDG-261128-0001' });
    expect(await within(dialog).findByText('Ada Clash off CDG-261128-0001: the new time double-books them')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Ben Rest off CDG-261128-0001: the new time breaks another of their assignment rules (roster or rest)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Cy Started: both jobs have started, nobody is released — decide by hand')).toBeInTheDocument();
  });
});
