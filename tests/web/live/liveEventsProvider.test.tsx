import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useGetList, type DataProvider } from 'react-admin';
import type { LiveEvent } from '../../../model/live';
import { LiveEventsProvider, useLiveEvents, useLiveRefetch, useLiveStatus } from '../../../src/live';
import { setUser } from '../../../src/providers/authState';
import { useCurrentUser } from '../../../src/providers/useCurrentUser';
import { makeUser, mockFetch, renderInAdmin, signIn } from '../helpers';
import { activitiesEvent, fakeEventServer, type FakeEventServer } from './fakeEventStream';

let server: FakeEventServer;
let getList: ReturnType<typeof vi.fn>;

const dataProvider = () => {
  getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }));
  return { getList } as unknown as DataProvider;
};

function Screen({ onNotification }: { onNotification?: (event: LiveEvent) => void }) {
  useGetList('activities', { filter: { date: '2026-07-01' } });
  useLiveRefetch('activities', [['activities']]);
  useLiveEvents('notifications', (event) => onNotification?.(event));
  const user = useCurrentUser();
  return (
    <>
      <p>status: {useLiveStatus()}</p>
      <p>unread: {user?.notificationa_alert_count}</p>
    </>
  );
}

async function renderLive(ui = <Screen />) {
  const utils = await renderInAdmin(<LiveEventsProvider>{ui}</LiveEventsProvider>, { dataProvider: dataProvider(), authProvider: null });
  await vi.waitFor(() => expect(screen.getByText('status: live')).toBeInTheDocument());
  return utils;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(Math, 'random').mockReturnValue(0);
  signIn(makeUser({ notificationa_alert_count: 3 }));
  mockFetch({ 'GET /api/user': { body: makeUser({ notificationa_alert_count: 4 }) } });
  server = fakeEventServer();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LiveEventsProvider', () => {
  it('hands each event to the listeners of its topic only', async () => {
    const heard = vi.fn();
    await renderLive(<Screen onNotification={heard} />);
    server.last.send(activitiesEvent(1, { local_date: '2026-07-01' }));
    server.last.send({ id: 2, topic: 'notifications', user_id: 1 });
    await advance(0);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0][0]).toMatchObject({ id: 2, topic: 'notifications' });
  });

  it('coalesces a burst of events within 250 ms into one refetch', async () => {
    await renderLive();
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    for (let id = 1; id <= 5; id++) {
      server.last.send(activitiesEvent(id, { local_date: '2026-07-01' }));
      await advance(40);
    }
    expect(getList).toHaveBeenCalledTimes(1);
    await advance(100);
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    await advance(1_000);
    expect(getList).toHaveBeenCalledTimes(2);
    // A later event is a new burst.
    server.last.send(activitiesEvent(6, { local_date: '2026-07-01' }));
    await advance(300);
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(3));
  });

  it('invalidates every query after a reconnect, not after the first connect', async () => {
    await renderLive();
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    await advance(5_000);
    expect(getList).toHaveBeenCalledTimes(1);

    server.last.write('retry: 3000\n\n');
    server.last.end();
    await advance(0);
    expect(screen.getByText('status: reconnecting')).toBeInTheDocument();
    await advance(3_000);
    await vi.waitFor(() => expect(screen.getByText('status: live')).toBeInTheDocument());
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
  });

  it('refreshes the unread count of the signed-in user on a notifications event', async () => {
    await renderLive();
    expect(screen.getByText('unread: 3')).toBeInTheDocument();
    server.last.send({ id: 1, topic: 'notifications', user_id: 1 });
    await advance(300);
    await vi.waitFor(() => expect(screen.getByText('unread: 4')).toBeInTheDocument());
  });

  it('closes the stream on sign-out and opens none until someone signs in', async () => {
    await renderLive();
    const first = server.last;
    act(() => setUser(null));
    expect(first.cancelled).toBe(true);
    await advance(60_000);
    expect(server.streams).toHaveLength(1);

    act(() => setUser(makeUser({ id: 2 })));
    await vi.waitFor(() => expect(server.streams).toHaveLength(2));
    // Another user's stream starts afresh: nothing to resume.
    expect(server.last.headers.has('Last-Event-ID')).toBe(false);
  });
});

describe('the live hooks outside the provider', () => {
  it('do nothing, so other screens render and test without a stream', async () => {
    await renderInAdmin(<Screen />, { dataProvider: dataProvider(), authProvider: null });
    expect(screen.getByText('status: connecting')).toBeInTheDocument();
    await advance(1_000);
    expect(server.streams).toHaveLength(0);
  });
});
