import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { findRoute } from '../../../../model/routes';
import { calendarDateKey } from '../../../../model/storageKeys';
import ScheduledDataPage from '../../../../src/pages/scheduled/ScheduledDataPage';
import ScheduledPage from '../../../../src/pages/scheduled/ScheduledPage';
import MyWork from '../../../../src/pages/scheduled/my_work/MyWork';
import { LiveEventsProvider } from '../../../../src/live';
import { dataProvider } from '../../../../src/providers/dataProvider';
import { makeUser, mockFetch, signIn } from '../../helpers';
import { activitiesEvent, fakeEventServer, type FakeEventServer } from '../../live/fakeEventStream';
import { activity, renderWithApp, signInWith, technicianPermissions } from './activity/activityFixtures';
import { day, plannerPermissions, row, timelineDay, timelineUrl, withLayout } from './scheduledFixtures';

withLayout();

/** Longer than one coalescing window (250 ms): what was going to be refetched has been. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 400));
const countOf = (calls: { method: string; url: string }[], path: string) =>
  calls.filter((call) => `${call.method} ${call.url.split('?')[0]}` === path).length;

let server: FakeEventServer;
let id = 0;
const send = (localDate: string, data: { activity_ids?: number[] | null } = {}, regionId = 10) =>
  server.last.send(activitiesEvent(++id, { local_date: localDate, ...data }, regionId));

beforeEach(() => {
  localStorage.setItem(calendarDateKey, day);
});

describe('the planner’s timeline, live', () => {
  async function openTimeline(getList?: ReturnType<typeof vi.fn>) {
    signIn(makeUser({ instance_id: 10, permission: plannerPermissions.map((permissions_name) => ({ permissions_name })) }));
    const answers = { [timelineUrl]: { body: timelineDay([row()]) } };
    const calls = mockFetch(answers);
    server = fakeEventServer();
    await renderWithApp(
      <LiveEventsProvider>
        <ScheduledPage route={findRoute('scheduled')!} />
      </LiveEventsProvider>,
      { path: '/scheduled', route: '/scheduled', dataProvider: getList ? ({ ...dataProvider, getList } as DataProvider) : dataProvider },
    );
    await screen.findByRole('button', { name: /^AMS-260701-0007,/ }, { timeout: 5000 });
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    return { answers, calls };
  }

  it('reloads its day when the active region’s day changes, and not for another day or region', async () => {
    const { answers, calls } = await openTimeline();
    expect(countOf(calls, timelineUrl)).toBe(1);

    send('2026-07-02');
    send(day, {}, 20);
    await quiet();
    expect(countOf(calls, timelineUrl)).toBe(1);

    // Someone assigns a second job of the day: it shows without a reload.
    answers[timelineUrl] = {
      body: timelineDay([
        row(),
        row({ id: 6, work_order: 'AMS-260701-0008', sta_at: '2026-07-01T12:00:00Z', std_at: '2026-07-01T13:00:00Z' }),
      ]),
    };
    send(day, { activity_ids: [6] });
    expect(await screen.findByRole('button', { name: /^AMS-260701-0008,/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(countOf(calls, timelineUrl)).toBe(2);
  });

  it('reloads once for a burst of changes (Plan day, a crew change)', async () => {
    const { calls } = await openTimeline();
    for (let n = 0; n < 6; n++) send(day, { activity_ids: [n] });
    await quiet();
    await quiet();
    expect(countOf(calls, timelineUrl)).toBe(2);
  });

  it('as a list, reads the day’s rows again on a change of the day, not of another day', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [row()], total: 1 });
    await openTimeline(getList);
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    await screen.findByText('AMS-260701-0007', { selector: 'td, td *' }, { timeout: 5000 });
    const before = getList.mock.calls.length;

    send('2026-07-02');
    await quiet();
    expect(getList).toHaveBeenCalledTimes(before);
    send(day, { activity_ids: [5] });
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(before + 1));
  });
});

describe('the technician’s My work, live', () => {
  it('reads the list again when their day changes, not for another day', async () => {
    signInWith(technicianPermissions, 'technician');
    const answers: Parameters<typeof mockFetch>[0] = { 'GET /api/activities/5': { body: activity() } };
    mockFetch(answers);
    server = fakeEventServer();
    const { services: _s, assignments: _a, allocations: _al, conflicts: _c, rts: _r, remarks: _re, ...listed } = activity();
    const getList = vi.fn().mockResolvedValue({ data: [listed], total: 1 });
    await renderWithApp(
      <LiveEventsProvider>
        <MyWork />
      </LiveEventsProvider>,
      { path: '/scheduled', route: '/scheduled', dataProvider: { ...dataProvider, getList } },
    );
    await screen.findByRole('article', { name: 'AMS-260701-0007' });
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    expect(getList).toHaveBeenCalledTimes(1);

    send('2026-07-02', { activity_ids: [9] });
    await quiet();
    expect(getList).toHaveBeenCalledTimes(1);

    // A planner assigns them job 9 of the day: the list is read again and its card appears.
    getList.mockResolvedValue({ data: [listed, { ...listed, id: 9, work_order: 'AMS-260701-0009' }], total: 2 });
    answers['GET /api/activities/9'] = { body: activity({ id: 9, work_order: 'AMS-260701-0009' }) };
    send(day, { activity_ids: [9] });
    expect(await screen.findByRole('article', { name: 'AMS-260701-0009' }, { timeout: 5000 })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(2);
  });
});

describe('the activity page, live', () => {
  it('reads the activity again when a change names it, or names none of its day; not for other jobs', async () => {
    signInWith(plannerPermissions);
    const answers = { 'GET /api/activities/5': { body: activity() } };
    const calls = mockFetch(answers);
    server = fakeEventServer();
    await renderWithApp(
      <LiveEventsProvider>
        <ScheduledDataPage route={findRoute('scheduled_data')!} />
      </LiveEventsProvider>,
      { path: '/scheduled_data/5', route: '/scheduled_data/:activity_id' },
    );
    await screen.findByRole('heading', { name: 'AMS-260701-0007' });
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    const reads = () => countOf(calls, 'GET /api/activities/5');
    const before = reads();

    send(day, { activity_ids: [6] });
    send('2026-07-02', { activity_ids: null });
    send(day, { activity_ids: null }, 20);
    await quiet();
    expect(reads()).toBe(before);

    // A crew member writes a remark on another device.
    answers['GET /api/activities/5'] = { body: activity({ remarks: 'Left main tyre worn', version: 4 }) };
    send(day, { activity_ids: [5] });
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
    expect(await screen.findByDisplayValue('Left main tyre worn')).toBeInTheDocument();

    send(day, { activity_ids: null });
    await vi.waitFor(() => expect(reads()).toBe(before + 2));
  });
});
