import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { calendarDateKey } from '../../../../model/storageKeys';
import { mockFetch } from '../../helpers';
import { renderScheduled, row, sentBody, timelineDay, timelineUrl, withLayout } from './scheduledFixtures';

withLayout();

const barOf = (workOrder: string) => screen.findByRole('button', { name: new RegExp(`^${workOrder},`) }, { timeout: 5000 });
const ruleResults = [
  { rule: 'technician_active', ok: true },
  { rule: 'licence_valid', ok: false, reason: 'scheduled.rules.licence_valid.expired', params: {} },
  { rule: 'no_overlap', ok: false, reason: 'scheduled.rules.no_overlap.overlaps', params: { work_order: 'AMS-260701-0002' } },
];

describe('planning the day from the Scheduled tab', () => {
  it('plans the saved date and says how many were created and how many were already planned', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    const calls = mockFetch({
      [timelineUrl]: { body: timelineDay([]) },
      'POST /api/activities/plan': { body: { created: 3, existing: 2 } },
    });
    await renderScheduled();
    await userEvent.click(await screen.findByRole('button', { name: 'Plan day' }));
    expect(await screen.findByText('3 created, 2 already planned')).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({ date: '2026-07-01' });
    // The day is read again to show what was planned.
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/activities/timeline')).length).toBe(2));
  });

  it('offers neither Plan day nor New activity nor dragging to a user who may only read', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({ [timelineUrl]: { body: timelineDay([row()]) } });
    await renderScheduled({ permissions: ['scheduled_tab'] });
    expect(await barOf('AMS-260701-0007')).toHaveStyle({ cursor: 'pointer' });
    expect(screen.queryByRole('button', { name: 'Plan day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New activity' })).not.toBeInTheDocument();
  });
});

describe('quick assign from the timeline', () => {
  const openQuickAssign = async (answers: Parameters<typeof mockFetch>[0]) => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    const calls = mockFetch({ [timelineUrl]: { body: timelineDay([row({ technician_ids: [], status: 'planned' })]) }, ...answers });
    await renderScheduled();
    await userEvent.click(await barOf('AMS-260701-0007'));
    await userEvent.click(await screen.findByRole('button', { name: 'Quick assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a technician' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Technician' }));
    return { calls, dialog };
  };

  it('shows the failed rules of the chosen technician and sends the override reason', async () => {
    const { calls, dialog } = await openQuickAssign({
      'GET /api/activities/5/eligible_technicians': {
        body: [{ technician_id: 8, name: 'Uma Engineer', home_station_id: 3, ok: false, rules: ruleResults }],
      },
      'POST /api/activities/5/assignments': { status: 201, body: { id: 90 } },
    });
    await userEvent.click(await screen.findByRole('option', { name: '✗ Uma Engineer' }));
    const results = within(dialog).getByRole('list', { name: 'Rule results' });
    expect(within(results).getByText('Licence valid: failed')).toBeInTheDocument();
    expect(within(results).getByText('No overlap: failed')).toBeInTheDocument();
    expect(within(results).getByText('Technician active: passed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Reason for the override' }));
    await userEvent.paste('AOG: only licensed engineer on shift');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign with override' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({
      technician_id: 8,
      role: 'support',
      override_reason: 'AOG: only licensed engineer on shift',
    });
  });

  it('shows every rule the server refused with, and then offers the override', async () => {
    const { dialog } = await openQuickAssign({
      'GET /api/activities/5/eligible_technicians': {
        body: [
          {
            technician_id: 8,
            name: 'Uma Engineer',
            home_station_id: 3,
            ok: true,
            rules: [
              { rule: 'licence_valid', ok: true },
              { rule: 'no_overlap', ok: true },
            ],
          },
        ],
      },
      'POST /api/activities/5/assignments': {
        status: 422,
        body: {
          message: 'The assignment breaks rules',
          errors: { technician_id: ['Licence expired', 'Overlaps AMS-260701-0002'] },
          rules: ruleResults,
        },
      },
    });
    await userEvent.click(await screen.findByRole('option', { name: '✓ Uma Engineer' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Reason for the override' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const results = await within(dialog).findByRole('list', { name: 'Rule results' });
    await waitFor(() => expect(within(results).getByText('Licence valid: failed')).toBeInTheDocument());
    expect(within(results).getByText('No overlap: failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the override' })).toBeInTheDocument();
  });
});

describe('dragging a bar', () => {
  /** The track of a 24-hour day is 24 × 42 px wide: 42 px is one hour. */
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

  const drag = async (bar: HTMLElement, dx: number) => {
    fireEvent.pointerDown(bar, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
    expect(bar.style.transform).toBe(`translate(${dx}px, 0px)`);
    fireEvent.pointerUp(bar, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
  };

  it('re-times by the minutes dragged, snapped to five, with the version read; Undo moves it back with the new version', async () => {
    trackOneHourIs42px();
    localStorage.setItem(calendarDateKey, '2026-07-01');
    const calls = mockFetch({
      [timelineUrl]: { body: timelineDay([row()]) },
      'POST /api/activities/5/reschedule': { body: { id: 5, version: 4 } },
    });
    await renderScheduled();
    const bar = await barOf('AMS-260701-0007');
    await drag(bar, 43);
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({
      sta_at: '2026-07-01T09:10:00.000Z',
      std_at: '2026-07-01T10:40:00.000Z',
      version: 3,
    });
    expect(await screen.findByText('AMS-260701-0007 moved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('AMS-260701-0007 moved back.', {}, { timeout: 5000 })).toBeInTheDocument();
    // The same endpoint, the times it had, and the version the move gave it.
    expect(sentBody(calls.filter((call) => call.method === 'POST')[1])).toEqual({
      sta_at: '2026-07-01T08:10:00Z',
      std_at: '2026-07-01T09:40:00Z',
      version: 4,
    });
    vi.restoreAllMocks();
  });

  it('hands back on Undo after a drag onto another technician, and shows a 409 instead of overwriting a change made meanwhile', async () => {
    trackOneHourIs42px();
    localStorage.setItem(calendarDateKey, '2026-07-01');
    const answers: Parameters<typeof mockFetch>[0] = {
      [timelineUrl]: { body: timelineDay([row()]) },
      'POST /api/activities/5/reschedule': { body: { id: 5, version: 4 } },
    };
    const calls = mockFetch(answers);
    await renderScheduled({ store: memoryStore({ 'scheduled.grouping': 'technician' }) });
    const bar = await barOf('AMS-260701-0007');
    const uma = screen.getByRole('listitem', { name: /^Uma Engineer/ });
    const elementsFromPoint = vi.fn(() => [uma]);
    document.elementsFromPoint = elementsFromPoint;
    fireEvent.pointerDown(bar, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 100, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(bar, { clientX: 100, clientY: 60, pointerId: 1 });
    expect(await screen.findByText('AMS-260701-0007 moved.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({ from_technician_id: 7, to_technician_id: 8, version: 3 });
    // Someone edits the activity before Undo is pressed.
    answers['POST /api/activities/5/reschedule'] = {
      status: 409,
      body: { message: 'Someone else changed this record. Reload it and try again.' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText(
        'AMS-260701-0007 was not moved: Someone else changed this record. Reload it and try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(sentBody(calls.filter((call) => call.method === 'POST')[1])).toEqual({ from_technician_id: 8, to_technician_id: 7, version: 4 });
    Reflect.deleteProperty(document, 'elementsFromPoint');
    vi.restoreAllMocks();
  });

  it('snaps back and shows every reason when the server refuses', async () => {
    trackOneHourIs42px();
    localStorage.setItem(calendarDateKey, '2026-07-01');
    const calls = mockFetch({
      [timelineUrl]: { body: timelineDay([row()]) },
      'POST /api/activities/5/reschedule': {
        status: 422,
        body: { message: 'The move breaks rules', errors: { sta_at: ['x'] }, rules: ruleResults },
      },
    });
    await renderScheduled();
    const bar = await barOf('AMS-260701-0007');
    const left = bar.style.left;
    await drag(bar, -84);
    const toast = await screen.findByText(/^AMS-260701-0007 was not moved:/);
    expect(toast.textContent).toContain('Licence valid');
    expect(toast.textContent).toContain('No overlap');
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toMatchObject({ sta_at: '2026-07-01T06:10:00.000Z' });
    await waitFor(() => expect(bar.style.transform).toBe(''));
    expect(bar.style.left).toBe(left);
    vi.restoreAllMocks();
  });

  it('opens the summary on a click that did not move', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    const calls = mockFetch({ [timelineUrl]: { body: timelineDay([row()]) } });
    await renderScheduled();
    const bar = await barOf('AMS-260701-0007');
    fireEvent.pointerDown(bar, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(bar, { clientX: 101, clientY: 10, pointerId: 1 });
    fireEvent.click(bar);
    expect(await screen.findByRole('dialog', { name: 'AMS-260701-0007' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
