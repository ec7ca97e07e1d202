import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { withLayout } from '../scheduled/scheduledFixtures';
import { renderResources, sentBody, timelineAnswers } from './resourcesFixtures';
import { picker, pickerText, typeInPicker } from '../../pickers';

// The shared timeline virtualises its rows: jsdom needs a viewport, as for the Scheduled one.
withLayout();

const barOf = (label: RegExp) => screen.findByRole('button', { name: label }, { timeout: 5000 });

/** A one-day track of 24 × 42 px: 42 px is one hour. */
const trackOneHourIs42px = () =>
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

describe('the Resources timeline', () => {
  it('shows a row per resource by category, bookings as bars at their local times, the unavailable stretch with its reason, and a clash', async () => {
    const calls = mockFetch(timelineAnswers);
    await renderResources();
    const tugBar = await barOf(/^Reservation: Pushback KL1234/);
    // Its times as the one formatter shows them: the day, 24 h, the station zone's label.
    expect(tugBar).toHaveAccessibleName('Reservation: Pushback KL1234, 01 Jul 2026 10:00–12:00 GMT+2');
    // 10:00 local is 10/24 of the Amsterdam day; two hours long.
    expect(parseFloat(tugBar.style.left)).toBeCloseTo((10 / 24) * 100, 3);
    expect(parseFloat(tugBar.style.width)).toBeCloseTo((2 / 24) * 100, 3);
    const timeline = screen.getByRole('region', { name: 'Bookings from 2026-07-01, 1 day' });
    // Rows grouped by category name: Torque tools before Tow tractors.
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['TW-0042 torque wrench (Torque tools), bookings: 1', 'Tug 1 (Tow tractors), bookings: 1']);
    const wrenchRow = screen.getByRole('group', { name: 'TW-0042 torque wrench' });
    const shade = within(wrenchRow).getByRole('img', { name: 'Unavailable: The tool is out for calibration at the laboratory.' });
    expect(shade).toHaveAttribute('title', 'Unavailable: The tool is out for calibration at the laboratory.');
    expect(parseFloat(shade.style.left)).toBeCloseTo((14 / 24) * 100, 3);
    // The activity's booking falls in the stretch: outlined and said; it moves with its activity, so it is not draggable.
    const clash = within(wrenchRow).getByRole('button', { name: /^Activity: AMS-260701-0007 PH-BXA/ });
    expect(clash).toHaveAccessibleName(/conflict$/);
    expect(clash).toHaveStyle({ outlineStyle: 'dashed', cursor: 'pointer' });
    expect(tugBar).toHaveStyle({ cursor: 'grab' });
    // The period asked for reaches a day either side in UTC, for the station's own zone.
    const asked = new URL(calls.find((call) => call.url.startsWith('/api/resource_bookings'))!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      station_id: '3',
      from: '2026-06-30T00:00:00.000Z',
      to: '2026-07-03T00:00:00.000Z',
    });
  });

  it('keeps the filters in the address and shows only what they match', async () => {
    mockFetch(timelineAnswers);
    await renderResources('/resources?date=2026-07-01&station=3&kind=calibrated_tool');
    await barOf(/^Activity: AMS-260701-0007/);
    expect(screen.queryByRole('button', { name: /Pushback/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3 days' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/resources?date=2026-07-01&station=3&kind=calibrated_tool&range=3'),
    );
    expect(await screen.findByRole('region', { name: 'Bookings from 2026-07-01, 3 days' })).toBeInTheDocument();
  });

  it('moves a dragged booking by the quarter hours dragged, and snaps it back with the reason when the server refuses', async () => {
    trackOneHourIs42px();
    const calls = mockFetch({
      ...timelineAnswers,
      'PUT /api/resource_bookings/11': {
        status: 409,
        body: {
          message: 'Booked then',
          errors: { starts_at: ['Booked then'] },
          conflicts: [{ booking_id: 40, starts_at: '2026-07-01T11:00:00Z', ends_at: '2026-07-01T12:00:00Z', label: 'Tow KL1000' }],
        },
      },
    });
    await renderResources();
    const bar = await barOf(/^Reservation: Pushback KL1234/);
    const left = bar.style.left;
    fireEvent.pointerDown(bar, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 100 + 126, clientY: 10, pointerId: 1 });
    expect(bar.style.transform).toBe('translate(126px, 0px)');
    fireEvent.pointerUp(bar, { clientX: 100 + 126, clientY: 10, pointerId: 1 });
    const toast = await screen.findByText(/^Pushback KL1234 was not moved:/);
    expect(toast.textContent).toBe('Pushback KL1234 was not moved: Booked 01 Jul 2026 13:00 GMT+2 – 01 Jul 2026 14:00 GMT+2: Tow KL1000');
    // Three hours later, with the version read.
    expect(sentBody(calls.find((call) => call.method === 'PUT'))).toEqual({
      version: 2,
      starts_at: '2026-07-01T11:00:00.000Z',
      ends_at: '2026-07-01T13:00:00.000Z',
    });
    await waitFor(() => expect(bar.style.transform).toBe(''));
    expect(bar.style.left).toBe(left);
    vi.restoreAllMocks();
  });

  it('books from a click on the track: the rules that fail show before saving, the 409 names the booking in the way', async () => {
    trackOneHourIs42px();
    const calls = mockFetch({
      ...timelineAnswers,
      'POST /api/resource_bookings': {
        status: 409,
        body: {
          message: 'Already booked',
          errors: { starts_at: ['Already booked'] },
          conflicts: [
            { booking_id: 12, starts_at: '2026-07-01T13:00:00Z', ends_at: '2026-07-01T14:00:00Z', label: 'AMS-260701-0007 PH-BXA' },
          ],
        },
      },
    });
    await renderResources();
    await barOf(/^Activity: AMS-260701-0007/);
    // 15:00 local on the wrench's row (15 × 42 px into the track).
    fireEvent.click(screen.getByRole('group', { name: 'TW-0042 torque wrench' }), { clientX: 15 * 42 + 5, clientY: 10 });
    const dialog = await screen.findByRole('dialog', { name: 'Book a resource' });
    expect(pickerText(picker('From (Europe/Amsterdam)', within(dialog)))).toBe('01 Jul 2026 15:00');
    expect(pickerText(picker('To (Europe/Amsterdam)', within(dialog)))).toBe('01 Jul 2026 17:00');
    const check = within(dialog).getByRole('status');
    expect(check).toHaveTextContent('Before booking');
    expect(check).toHaveTextContent('The tool is out for calibration at the laboratory.');
    expect(check).toHaveTextContent('Booked 01 Jul 2026 15:00 GMT+2 – 01 Jul 2026 16:00 GMT+2: AMS-260701-0007 PH-BXA');
    await userEvent.type(within(dialog).getByLabelText('Purpose / job'), 'Wheel change');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Already booked at that time');
    expect(refusal).toHaveTextContent('Booked 01 Jul 2026 15:00 GMT+2 – 01 Jul 2026 16:00 GMT+2: AMS-260701-0007 PH-BXA');
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({
      kind: 'calibrated_tool',
      resource_id: 7,
      starts_at: '2026-07-01T13:00:00.000Z',
      ends_at: '2026-07-01T15:00:00.000Z',
      purpose: 'reservation',
      note: 'Wheel change',
    });
    // An overlap is never overridden: no reason field is offered.
    expect(within(dialog).queryByLabelText('Reason to book anyway')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('offers booking anyway with a written reason when only a rule that may be set aside refuses (422), and sends the reason', async () => {
    const serviceDue = {
      rule: 'service_due',
      ok: false,
      reason: 'resource_allocation.rules.service_due.passed',
      params: { next_service_date: '2026-06-30' },
    };
    const calls = mockFetch({
      ...timelineAnswers,
      'POST /api/resource_bookings': { status: 422, body: { message: 'Refused', errors: {}, rules: [serviceDue] } },
    });
    await renderResources();
    await barOf(/^Reservation: Pushback KL1234/);
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a resource' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Resource' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tug 1 — Truck' }));
    await typeInPicker(picker('From (Europe/Amsterdam)', within(dialog)), '01Jul20261300');
    await typeInPicker(picker('To (Europe/Amsterdam)', within(dialog)), '01Jul20261400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service was due on 2026-06-30: service it first.');
    fireEvent.change(within(dialog).getByLabelText('Reason to book anyway'), { target: { value: 'Serviced today, paperwork follows' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(sentBody(calls.filter((call) => call.method === 'POST')[1])).toMatchObject({
      kind: 'truck',
      resource_id: 4,
      override_reason: 'Serviced today, paperwork follows',
    });
  });
});
