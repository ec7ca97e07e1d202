import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRoute } from '../../../../model/routes';
import { boardRefreshMs } from '../../../../src/pages/status_view/useStatusView';
import { canUserAccess } from '../../../../src/providers/access';
import { makeUser, mockFetch } from '../../helpers';
import { board, boardUrl, card, day, renderBoard } from './boardFixtures';
import { sendLiveEvent } from './liveMock';

vi.mock('../../../../src/live', () => import('./liveMock'));

const columnOf = (code: string) => screen.findByRole('region', { name: code });

describe('the status board', () => {
  it('has a column per station and a card with time, flight, registration, type, services and initials', async () => {
    mockFetch({ [boardUrl]: { body: board([card()]) } });
    await renderBoard();
    const ams = await columnOf('AMS');
    const article = within(ams).getByRole('article', { name: 'KL1234 / KL1235, Assigned' });
    expect(article).toHaveTextContent('10:10–11:40');
    expect(article).toHaveTextContent('PH-EXA · B738');
    expect(article).toHaveTextContent('Services: TRANSIT · FUEL-SUP');
    expect(article).toHaveTextContent('Technicians: TT UE');
    expect(within(ams).getByText('1 activity')).toBeInTheDocument();
    // A station with nothing on is still a column, and says so.
    expect(within(await columnOf('LHR')).getByText('Nothing planned')).toBeInTheDocument();
    // LHR keeps London time, an hour behind the region's Paris: its column shows its own clock.
    expect(within(await columnOf('LHR')).getByText(/^Local \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('says late, double booked and a broken rule in words, not only in colour', async () => {
    mockFetch({
      [boardUrl]: {
        body: board([
          card({ late: true, status: 'in_progress' }),
          card({ id: 6, inbound_flight_no: 'AF1000', outbound_flight_no: null, conflict: true }),
          card({ id: 7, inbound_flight_no: 'AF2000', outbound_flight_no: null, rules_broken: true }),
        ]),
      },
    });
    await renderBoard();
    const late = await screen.findByRole('article', { name: 'KL1234 / KL1235, In progress, Late' });
    expect(within(late).getByText('Late')).toBeVisible();
    const conflict = screen.getByRole('article', { name: 'AF1000, Assigned, Double booked' });
    expect(within(conflict).getByText('Double booked')).toBeVisible();
    expect(within(conflict).queryByText('Late')).toBeNull();
    const broken = screen.getByRole('article', { name: 'AF2000, Assigned, Breaks a rule' });
    expect(within(broken).getByText('Breaks a rule')).toBeVisible();
    expect(within(broken).queryByText('Double booked')).toBeNull();
  });

  it('shows actual times and a time on the next day', async () => {
    const times = {
      sta: { time: '23:30', day_offset: 0 },
      std: { time: '00:40', day_offset: 1 },
      ata: { time: '23:41', day_offset: 0 },
      atd: null,
    };
    mockFetch({ [boardUrl]: { body: board([card({ times, technicians: [] })]) } });
    await renderBoard();
    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent('23:30–00:40+1 (next day)');
    expect(article).toHaveTextContent(/Actual 23:41–KL1234/);
    expect(article).toHaveTextContent('No one assigned');
  });

  it('folds finished work to two small lines that still say what it was', async () => {
    const times = {
      sta: { time: '07:30', day_offset: 0 },
      std: { time: '08:10', day_offset: 0 },
      ata: { time: '07:34', day_offset: 0 },
      atd: { time: '08:14', day_offset: 0 },
    };
    mockFetch({
      [boardUrl]: {
        body: board([
          card({ status: 'completed', times }),
          card({ id: 6, status: 'cancelled', inbound_flight_no: 'AF1000', outbound_flight_no: null }),
        ]),
      },
    });
    await renderBoard();
    const done = await screen.findByRole('article', { name: 'KL1234 / KL1235, Completed' });
    expect(done).toHaveTextContent('07:30–08:10 Actual 07:34–08:14');
    expect(done).toHaveTextContent('PH-EXA · B738 · TRANSIT · FUEL-SUP · TT UE');
    expect(screen.getByRole('article', { name: 'AF1000, Cancelled' })).toHaveTextContent('AF1000');
  });

  it('reads the day from the URL and moves by day through the URL', async () => {
    const calls = mockFetch({ [boardUrl]: { body: board([]) } });
    await renderBoard();
    await screen.findByText('No activity is planned at any station on this day.');
    expect(calls.map((c) => c.url)).toEqual([`/api/status_view?date=${day}`]);
    await userEvent.click(screen.getByRole('link', { name: 'Next day' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/status_view/2026-07-02');
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/status_view?date=2026-07-02'));
    expect(screen.getByRole('link', { name: 'Previous day' })).toHaveAttribute('href', '/status_view/2026-06-30');
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/status_view');
  });

  it('asks the server for today when the URL names no day, and goes there from a date that is not one', async () => {
    const calls = mockFetch({ [boardUrl]: { body: board([]) } });
    await renderBoard('/status_view/2026-02-30');
    await screen.findByRole('region', { name: 'AMS' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/status_view$/);
    expect(calls.map((c) => c.url)).toEqual(['/api/status_view']);
  });

  it('refetches on a live change of its region and day, and not on another', async () => {
    const calls = mockFetch({ [boardUrl]: { body: board([card()]) } });
    await renderBoard();
    await screen.findByRole('article');
    sendLiveEvent({ region_id: 20, data: { local_date: day, station_ids: [3], activity_ids: [5] } });
    sendLiveEvent({ region_id: 10, data: { local_date: '2026-07-02', station_ids: [3], activity_ids: [5] } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    mockFetch({ [boardUrl]: { body: board([card({ status: 'completed' })]) } });
    sendLiveEvent({ region_id: 10, data: { local_date: day, station_ids: [3], activity_ids: [5] } });
    expect(await screen.findByRole('article', { name: 'KL1234 / KL1235, Completed' })).toBeInTheDocument();
  });

  it('reads itself again every minute, so late work turns late with nobody touching it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = mockFetch({ [boardUrl]: { body: board([card()]) } });
      await renderBoard();
      await screen.findByRole('article', { name: 'KL1234 / KL1235, Assigned' });
      mockFetch({ [boardUrl]: { body: board([card({ late: true })]) } });
      await vi.advanceTimersByTimeAsync(boardRefreshMs);
      expect(await screen.findByRole('article', { name: 'KL1234 / KL1235, Assigned, Late' })).toBeInTheDocument();
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the board cannot be loaded, and tries again on request', async () => {
    mockFetch({ [boardUrl]: { status: 500, body: { message: 'down' } } });
    await renderBoard();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('The board could not be loaded.')).toBeInTheDocument();
    mockFetch({ [boardUrl]: { body: board([card()]) } });
    await userEvent.click(retry);
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});

describe('who opens the status board', () => {
  it('keeps the spec’s settings route, opened with What’s up’s permission', () => {
    expect(findRoute('setting.view_status')).toMatchObject({
      path: '/status_view/:sel_date?',
      area: 'settings',
      permission: 'whatsupp_tab',
    });
    const withPermissions = (names: string[], role: 'supervisor' | 'viewer') =>
      makeUser({ role, permission: names.map((permissions_name) => ({ permissions_name })) });
    expect(canUserAccess(withPermissions(['whatsupp_tab', 'settings_tab'], 'supervisor'), 'setting.view_status')).toBe(true);
    expect(canUserAccess(withPermissions(['whatsupp_tab', 'reporting_tab'], 'viewer'), 'setting.view_status')).toBe(true);
    expect(canUserAccess(withPermissions(['settings_tab'], 'supervisor'), 'setting.view_status')).toBe(false);
  });
});
