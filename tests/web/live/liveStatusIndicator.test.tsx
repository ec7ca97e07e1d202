import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LiveEventsProvider, LiveStatusIndicator } from '../../../src/live';
import { indicatorGraceMs } from '../../../src/live/LiveStatusIndicator';
import { makeUser, mockFetch, renderInAdmin, signIn } from '../helpers';
import { fakeEventServer, type FakeEventServer } from './fakeEventStream';

let server: FakeEventServer;
// In small steps: React renders what a step changed when its act() ends, and later steps see it.
async function advance(ms: number) {
  for (let done = 0; done < ms; done += 50) await act(() => vi.advanceTimersByTimeAsync(Math.min(50, ms - done)));
}

const renderIndicator = () =>
  renderInAdmin(
    <LiveEventsProvider>
      <LiveStatusIndicator />
    </LiveEventsProvider>,
    { authProvider: null },
  );

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(Math, 'random').mockReturnValue(0);
  signIn(makeUser());
  mockFetch({});
  server = fakeEventServer();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the reconnecting indicator', () => {
  it('says so, in words and with an icon, only once the stream has been lost for the grace period', async () => {
    await renderIndicator();
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    // The server goes away and stays away for a while.
    server.refuseNext(503, 503, 503, 503);
    server.last.end();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await advance(indicatorGraceMs - 100);
    expect(region).toBeEmptyDOMElement();
    await advance(100);
    expect(region).toHaveTextContent('Reconnecting…');
    expect(region.querySelector('svg[data-testid=SyncProblemIcon]')).not.toBeNull();

    // Back: the words go.
    await advance(30_000);
    await vi.waitFor(() => expect(region).toBeEmptyDOMElement());
  });

  it('does not flash for a blip that reconnects within the grace period', async () => {
    await renderIndicator();
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    server.last.write('retry: 3000\n\n');
    server.last.end();
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Never shown while the stream is back 3 s later (the server's retry), nor after.
    for (let step = 0; step < 20; step++) {
      await advance(500);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    }
    expect(server.streams).toHaveLength(2);
  });
});
