import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../helpers';
import { boardTickMs } from '../../../../src/pages/on_call/board/useNow';
import { renderOnCall, requestDetail } from './onCallFixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const boardRow = (overrides: Record<string, unknown>) => ({
  ...requestDetail(),
  technicians: [],
  elapsed_minutes: 0,
  target_minutes: 120,
  late: false,
  ...overrides,
});

describe('the on-call board', () => {
  it('groups open requests AOG first and marks them amber near the target, then red "late by" as the clock ticks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-25T11:50:00.000Z') });
    mockFetch({
      'GET /api/on_call/board': {
        body: [
          boardRow({
            id: 7,
            request_no: 'AOG-AMS-261125-03',
            priority: 'aog',
            requested_at: '2026-11-25T10:00:00.000Z',
            elapsed_minutes: 110,
          }),
          boardRow({
            id: 8,
            request_no: 'URG-CDG-261125-01',
            priority: 'urgent',
            requested_at: '2026-11-25T11:30:00.000Z',
            target_minutes: 240,
            elapsed_minutes: 20,
          }),
        ],
      },
    });
    await renderOnCall('/on_call');

    const aog = await screen.findByRole('article', { name: 'AOG-AMS-261125-03' }, { timeout: 5000 });
    const urgent = screen.getByRole('article', { name: 'URG-CDG-261125-01' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['AOG (1)', 'Urgent (1)']);
    expect(aog.compareDocumentPosition(urgent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // 110 of 120 minutes: amber, ten left (durations as h:mm).
    expect(aog.querySelector('[data-clock]')).toHaveAttribute('data-clock', 'near');
    expect(within(aog).getByText('1:50')).toBeInTheDocument();
    expect(within(aog).getByText(/0:10 left/)).toBeInTheDocument();
    expect(urgent.querySelector('[data-clock]')).toHaveAttribute('data-clock', 'ok');

    // 22 minutes later, every 30 s tick on its own: 132 of 120 → late by 0:12, in red.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(44 * boardTickMs);
    });
    expect(aog.querySelector('[data-clock]')).toHaveAttribute('data-clock', 'late');
    expect(within(aog).getByText(/late by 0:12/)).toBeInTheDocument();
    expect(within(aog).getByText('2:12')).toBeInTheDocument();
    expect(urgent.querySelector('[data-clock]')).toHaveAttribute('data-clock', 'ok');
  });

  it('stops the clock once the crew is on site: within the target it says so, nothing is left to run out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-25T13:00:00.000Z') });
    mockFetch({
      'GET /api/on_call/board': {
        body: [
          boardRow({
            id: 7,
            request_no: 'AOG-AMS-261125-03',
            status: 'on_site',
            requested_at: '2026-11-25T10:00:00.000Z',
            on_site_at: '2026-11-25T11:30:00.000Z',
            elapsed_minutes: 90,
          }),
        ],
      },
    });
    await renderOnCall('/on_call');
    const card = await screen.findByRole('article', { name: 'AOG-AMS-261125-03' }, { timeout: 5000 });
    expect(within(card).getByText('1:30')).toBeInTheDocument();
    expect(within(card).getByText(/on site within the target/)).toBeInTheDocument();
    expect(within(card).queryByText(/left/)).toBeNull();
  });

  it('gives each ETA in the time of the airport of the work, with its zone, in the settings’ date format', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-28T01:00:00.000Z') });
    const eta_at = '2026-11-28T01:55:00.000Z';
    mockFetch({
      'GET /api/on_call/board': {
        body: [
          boardRow({ id: 7, request_no: 'AOG-AMS-261128-01', requested_at: '2026-11-28T00:30:00.000Z', eta_at }),
          boardRow({
            id: 8,
            request_no: 'AOG-YUL-261127-01',
            airport_iata: 'YUL',
            time_zone: 'America/Toronto',
            requested_at: '2026-11-28T00:30:00.000Z',
            eta_at,
          }),
        ],
      },
    });
    await renderOnCall('/on_call');
    const amsterdam = await screen.findByRole('article', { name: 'AOG-AMS-261128-01' }, { timeout: 5000 });
    // 01:55 UTC is 02:55 in Amsterdam and still the 27th, 20:55, in Montreal: not the reader's clock.
    expect(within(amsterdam).getByText(/ETA: 28 Nov 2026 02:55 GMT\+1/)).toBeInTheDocument();
    const montreal = screen.getByRole('article', { name: 'AOG-YUL-261127-01' });
    expect(within(montreal).getByText(/ETA: 27 Nov 2026 20:55 EST/)).toBeInTheDocument();
  });

  it('opens the request a notification links to (/on_call?request_id=)', async () => {
    mockFetch({ 'GET /api/on_call/board': { body: [] } });
    await renderOnCall('/on_call?request_id=7');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/on_call\/7$/));
  });

  it('says so when nothing is open', async () => {
    mockFetch({ 'GET /api/on_call/board': { body: [] } });
    await renderOnCall('/on_call');
    expect(await screen.findByText('No open requests. Calls taken appear here.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
