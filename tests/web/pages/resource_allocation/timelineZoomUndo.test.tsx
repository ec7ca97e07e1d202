import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { withLayout } from '../scheduled/scheduledFixtures';
import { renderResources, sentBody, timelineAnswers } from './resourcesFixtures';

// The shared timeline virtualises its rows: jsdom needs a viewport (1 200 px wide), as for the Scheduled one.
withLayout();

const barOf = (label: RegExp) => screen.findByRole('button', { name: label }, { timeout: 5000 });

describe('the Resources timeline’s zoom and Undo', () => {
  it('zooms out to a week: a week is loaded and fits the view, its days named on the axis, and the zoom is remembered', async () => {
    mockFetch(timelineAnswers);
    const { store } = await renderResources();
    await barOf(/^Reservation: Pushback KL1234/);
    const zoom = screen.getByRole('group', { name: 'Zoom' });
    expect(within(zoom).getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(zoom).getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/resources?date=2026-07-01&station=3&range=7'));
    const timeline = await screen.findByRole('region', { name: 'Bookings from 2026-07-01, 7 days' });
    // Seven days in the 1 200 px view: no sideways scrolling, a tick every twelve hours, each midnight its date.
    expect(parseFloat(within(timeline).getByRole('list').style.width)).toBeLessThanOrEqual(1200);
    expect(within(timeline).getByText('07-02')).toBeInTheDocument();
    expect(within(timeline).getAllByText('12')).toHaveLength(7);
    expect(store.getItem('resource_allocation.zoom')).toBe('week');
  });

  it('offers Undo after a drag: the booking goes back to its times through the same API, with its new version', async () => {
    // A one-day track of 24 × 42 px: 42 px is one hour.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 24 * 42,
      height: 36,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 24 * 42,
      bottom: 36,
      toJSON: () => ({}),
    });
    const calls = mockFetch({ ...timelineAnswers, 'PUT /api/resource_bookings/11': { body: { id: 11, version: 3 } } });
    await renderResources();
    const bar = await barOf(/^Reservation: Pushback KL1234/);
    fireEvent.pointerDown(bar, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 100 + 126, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(bar, { clientX: 100 + 126, clientY: 10, pointerId: 1 });
    expect(await screen.findByText('Pushback KL1234 moved.', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Pushback KL1234 moved back.', {}, { timeout: 5000 })).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map(sentBody)).toEqual([
      { version: 2, starts_at: '2026-07-01T11:00:00.000Z', ends_at: '2026-07-01T13:00:00.000Z' },
      { version: 3, starts_at: '2026-07-01T08:00:00Z', ends_at: '2026-07-01T10:00:00Z' },
    ]);
    vi.restoreAllMocks();
  });
});
