import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent } from '../../../../model/live';
import type { ActivityRow } from '../../../../model/modules/scheduled';
import { calendarDateKey } from '../../../../model/storageKeys';
import { concernsDay } from '../../../../src/pages/home/useHomeDay';
import { makeUser, mockFetch } from '../../helpers';
import { day, renderHome, summary, homeDayUrl } from './homeFixtures';

const filterOf = (href: string | null) => JSON.parse(new URL(href!, 'http://x').searchParams.get('filter')!);

describe('What’s up', () => {
  it('shows the day’s figures, each a link to exactly its records', async () => {
    localStorage.setItem(calendarDateKey, day);
    const calls = mockFetch({ [homeDayUrl]: { body: summary() } });
    await renderHome();
    const unassigned = await screen.findByRole('link', { name: /^3 Unassigned/ });
    expect(calls[0].url).toBe(`/api/home?date=${day}`);
    expect(new URL(unassigned.getAttribute('href')!, 'http://x').pathname).toBe('/scheduled');
    expect(filterOf(unassigned.getAttribute('href'))).toEqual({ date: day, status: 'planned', unassigned: true });
    expect(filterOf(screen.getByRole('link', { name: /^1 Late/ }).getAttribute('href'))).toEqual({ date: day, late: true });
    const doubleBooked = screen.getByRole('link', { name: /^2 Double booked/ });
    expect(filterOf(doubleBooked.getAttribute('href'))).toEqual({ date: day, conflict: true });
    const breaking = screen.getByRole('link', { name: /^4 Breaking a rule/ });
    expect(filterOf(breaking.getAttribute('href'))).toEqual({ date: day, rules_broken: true });
    // Right after the double bookings, among what needs attention.
    expect(doubleBooked.closest('.MuiCard-root')!.nextElementSibling).toContainElement(breaking);
    expect(filterOf(screen.getByRole('link', { name: /^3 Planned/ }).getAttribute('href'))).toEqual({ date: day, status: 'planned' });
    expect(filterOf(screen.getByRole('link', { name: /^9 All activities/ }).getAttribute('href'))).toEqual({ date: day });
    // Staffing from the roster: assigned, on duty (a link to the roster), and the hours needed against those rostered.
    expect(screen.getByText('4 Technicians assigned')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^12 Technicians on duty/ })).toHaveAttribute('href', '/manpower');
    expect(screen.getByText('102 h rostered')).toBeInTheDocument();
    expect(screen.getByText('120 Hours of work needed')).toBeInTheDocument();
    expect(screen.getByText('18 h not covered by the roster')).toBeInTheDocument();
  });

  it('shows the on-call desk and the day’s de-icing to those who may open them, each a link to its tab', async () => {
    localStorage.setItem(calendarDateKey, day);
    mockFetch({ [homeDayUrl]: { body: summary() } });
    await renderHome(
      makeUser({
        role_id: 3,
        role: 'supervisor',
        permission: ['whatsupp_tab', 'on_call_tab', 'de_icing_tab'].map((permissions_name) => ({ permissions_name })),
      }),
    );
    const operations = within(await screen.findByRole('region', { name: 'Operations' }));
    expect(operations.getByRole('link', { name: /^3 On-call requests open/ })).toHaveAttribute('href', '/on_call');
    expect(operations.getByRole('link', { name: /^1 Aircraft on ground/ })).toHaveAttribute('href', '/on_call');
    expect(operations.getByRole('link', { name: /^2 Late against target/ })).toHaveAttribute('href', '/on_call');
    expect(operations.getByRole('link', { name: /^14 De-icing treatments/ })).toHaveAttribute('href', '/de_icing');
    expect(operations.getByRole('link', { name: /^5230 Litres of fluid sprayed/ })).toHaveAttribute('href', '/de_icing');
  });

  it('shows those who handle flight movements the day’s to handle, a link to the movements screen filtered to exactly those', async () => {
    localStorage.setItem(calendarDateKey, day);
    mockFetch({ [homeDayUrl]: { body: summary() } });
    await renderHome(
      makeUser({ permission: ['whatsupp_tab', 'scheduled_tab', 'scheduled_write'].map((permissions_name) => ({ permissions_name })) }),
    );
    const operations = within(await screen.findByRole('region', { name: 'Operations' }));
    const movements = operations.getByRole('link', { name: /^2 Flight movements to handle/ });
    expect(new URL(movements.getAttribute('href')!, 'http://x').pathname).toBe('/scheduled/movements');
    expect(filterOf(movements.getAttribute('href'))).toEqual({ open: true, flight_date_gte: day, flight_date_lte: day });
    // Neither the on-call desk nor de-icing for a planner who may open neither tab.
    expect(operations.queryByText(/On-call requests open/)).not.toBeInTheDocument();
    expect(operations.queryByText(/De-icing treatments/)).not.toBeInTheDocument();
  });

  it('shows no operations to those who may open neither tab', async () => {
    localStorage.setItem(calendarDateKey, day);
    mockFetch({ [homeDayUrl]: { body: summary() } });
    await renderHome();
    await screen.findByRole('link', { name: /^3 Unassigned/ });
    expect(screen.queryByRole('region', { name: 'Operations' })).not.toBeInTheDocument();
  });

  it('links each alert to its settings list filtered to the same records, with the level in words', async () => {
    mockFetch({ [homeDayUrl]: { body: summary() } });
    await renderHome();
    const calibration = await screen.findByRole('article', { name: 'Calibration due' });
    expect(within(calibration).getByText('Overdue')).toBeInTheDocument();
    expect(within(calibration).getByText('Due soon')).toBeInTheDocument();
    const all = within(calibration).getByRole('link', { name: 'Show all 2' });
    expect(new URL(all.getAttribute('href')!, 'http://x').pathname).toBe('/calibrated_tools');
    expect(filterOf(all.getAttribute('href'))).toEqual({ status: 'in_service', next_due_lte: '2026-07-31' });
    const training = screen.getByRole('article', { name: 'Training expiring' });
    expect(filterOf(within(training).getByRole('link').getAttribute('href'))).toEqual({ active: true, training_expires_lte: '2026-08-30' });
    expect(within(screen.getByRole('article', { name: 'Licences expiring' })).getByText('No licence expires.')).toBeInTheDocument();
  });

  it('acknowledges a memo that asks for it, marks another read, and reads the day again', async () => {
    const calls = mockFetch({
      [homeDayUrl]: { body: summary() },
      'POST /api/memos/21/acknowledge': { body: { memo_id: 21, read_at: '2026-07-01T08:00:00Z', acknowledged_at: '2026-07-01T08:00:00Z' } },
      'POST /api/memos/22/read': { body: { memo_id: 22, read_at: '2026-07-01T08:00:00Z', acknowledged_at: null } },
    });
    await renderHome();
    const memo = await screen.findByRole('article', { name: 'Winter holdover tables' });
    expect(within(memo).getByText('Urgent')).toBeInTheDocument();
    expect(within(memo).getByText('To acknowledge')).toBeInTheDocument();
    await userEvent.click(within(memo).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Memo acknowledged')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('article', { name: 'Apron works at CDG' })).getByRole('button', { name: 'Mark read' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
        '/api/memos/21/acknowledge',
        '/api/memos/22/read',
      ]),
    );
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/home')).length).toBeGreaterThanOrEqual(3));
  });

  it('shows the unread notifications with the way to all of them', async () => {
    mockFetch({
      [homeDayUrl]: {
        body: summary({
          notifications: {
            unread: 3,
            latest: [
              {
                id: 1,
                type: 'assignment',
                title: 'You are on AMS-260701-0007',
                link: '/scheduled_data/5',
                created_at: '2026-07-01T07:00:00Z',
              },
            ],
          },
        }),
      },
    });
    await renderHome();
    expect(await screen.findByText('You have 3 unread notifications.')).toBeInTheDocument();
    // The page opens on the same notices the count is of: the active region's unread ones.
    expect(screen.getByRole('link', { name: 'All notifications' })).toHaveAttribute(
      'href',
      `/notification?filter=${encodeURIComponent(JSON.stringify({ read: 'false', region_id: 10 }))}`,
    );
    expect(screen.getByRole('link', { name: /You are on AMS-260701-0007/ })).toHaveAttribute('href', '/scheduled_data/5');
  });

  it('puts a technician’s own day first, and links nothing they may not open', async () => {
    const job: ActivityRow = {
      id: 5,
      work_order: 'CDG-260701-0003',
      region_id: 10,
      station_id: 3,
      customer_id: 4,
      aircraft_type_id: 2,
      flight_schedule_id: 9,
      local_date: day,
      status: 'assigned',
      cancel_reason: null,
      needs_review: false,
      edited: false,
      station_code: 'CDG',
      station_time_zone: 'Europe/Paris',
      customer_name: 'Air France',
      sta_at: '2026-07-01T08:10:00Z',
      std_at: '2026-07-01T09:40:00Z',
      eta_at: null,
      etd_at: null,
      ata_at: null,
      atd_at: null,
      inbound_flight_no: 'AF1234',
      outbound_flight_no: 'AF1235',
      registration: 'F-HBXA',
      aircraft_type_code: 'A20N',
      technician_ids: [7],
      lead_technician_id: 7,
      service_count: 1,
      services_done: 0,
      conflict: false,
      rules_broken: false,
      version: 1,
    };
    mockFetch({ [homeDayUrl]: { body: summary({ my_day: [job] }) } });
    await renderHome(
      makeUser({
        role_id: 4,
        role: 'technician',
        permission: ['whatsupp_tab', 'scheduled_tab'].map((permissions_name) => ({ permissions_name })),
      }),
    );
    await screen.findByRole('heading', { name: 'My day', level: 2 });
    // The sections below the technician's own day render a pass after it (HomePage, useBelowTheFold).
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'My day',
        'Activities',
        'Staffing',
        'Alerts',
        'Memos',
        'Notifications',
      ]),
    );
    const card = screen.getByRole('article', { name: 'CDG-260701-0003' });
    expect(within(card).getByText('Assigned')).toBeInTheDocument();
    expect(within(card).getByText(/10:10/)).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/scheduled_data/5');
    // Scheduled: yes; the roster and Settings lists (tools): no.
    expect(screen.getByRole('link', { name: /^3 Unassigned/ })).toBeInTheDocument();
    expect(screen.getByText('12 Technicians on duty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Technicians on duty/ })).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Calibration due' })).queryByRole('link')).toBeNull();
  });

  it('shows a skeleton while loading, then an error with a retry that works', async () => {
    let fail = true;
    const calls = mockFetch({});
    globalThis.fetch = vi.fn(async (url: string) => {
      calls.push({ method: 'GET', url, headers: new Headers(), body: undefined });
      if (fail)
        return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify(summary()), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    await renderHome();
    expect(screen.getByRole('status', { name: 'Loading the day…' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('What’s up could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: /^3 Unassigned/ })).toBeInTheDocument();
  });

  it('says so when the day is empty or there is no active region', async () => {
    const empty = summary();
    empty.activities = empty.activities.map((figure) => ({ ...figure, count: 0 }));
    mockFetch({ [homeDayUrl]: { body: { ...empty, memos: [], notifications: { unread: 0, latest: [] } } } });
    const { unmount } = await renderHome();
    expect(await screen.findByText('Nothing is planned in this region on this day.')).toBeInTheDocument();
    expect(screen.getByText('No memo for this day.')).toBeInTheDocument();
    expect(screen.getByText('You are all caught up: no unread notification.')).toBeInTheDocument();
    unmount();
    mockFetch({ [homeDayUrl]: { body: summary({ region_id: null }) } });
    await renderHome();
    expect(await screen.findByText('Choose a region in the bar above to see its day.')).toBeInTheDocument();
  });

  it('moves the saved calendar date with the day buttons', async () => {
    localStorage.setItem(calendarDateKey, day);
    const calls = mockFetch({ [homeDayUrl]: { body: summary() } });
    await renderHome();
    await screen.findByRole('link', { name: /^3 Unassigned/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(localStorage.getItem(calendarDateKey)).toBe('2026-07-02');
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/home?date=2026-07-02'));
  });
});

describe('live updates of What’s up', () => {
  const event = (region_id: number | null, local_date: string): LiveEvent => ({
    id: 1,
    topic: 'activities',
    region_id,
    user_id: null,
    data: { local_date, station_ids: [], activity_ids: null },
  });
  it('refetch for a change of activities of the same region and day only', () => {
    const shown = { region_id: 10, date: day };
    expect(concernsDay(event(10, day), shown)).toBe(true);
    expect(concernsDay(event(20, day), shown)).toBe(false);
    expect(concernsDay(event(10, '2026-07-02'), shown)).toBe(false);
    expect(concernsDay(event(10, day), undefined)).toBe(false);
  });
});
