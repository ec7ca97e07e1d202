import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { calendarDateKey } from '../../../../model/storageKeys';
import { mockFetch } from '../../helpers';
import { renderScheduled, row, timelineDay, timelineUrl, withLayout } from './scheduledFixtures';

withLayout();

// jsdom renders the page slowly after the 1 000-activity test: wait longer than findBy's default second.
const barOf = (workOrder: string) => screen.findByRole('button', { name: new RegExp(`^${workOrder},`) }, { timeout: 5000 });

describe('the Scheduled timeline', () => {
  it('places a bar by its station-local STA→STD on the hour axis of the day', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({ [timelineUrl]: { body: timelineDay([row()]) } });
    await renderScheduled();
    const bar = await barOf('AMS-260701-0007');
    expect(bar).toHaveAccessibleName('AMS-260701-0007, flight KL1234/KL1235, 10:10–11:40, Assigned');
    // 10:10 is 10h10 into the 24-hour day, the turnaround lasts 1h30.
    expect(parseFloat(bar.style.left)).toBeCloseTo(((10 + 10 / 60) / 24) * 100, 3);
    expect(parseFloat(bar.style.width)).toBeCloseTo((1.5 / 24) * 100, 3);
  });

  it('shows the overnight spill after midnight on the axis, and a turnaround crossing it', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    // STA 23:30 local, STD 00:40 the next local day.
    mockFetch({ [timelineUrl]: { body: timelineDay([row({ sta_at: '2026-07-01T21:30:00Z', std_at: '2026-07-01T22:40:00Z' })]) } });
    await renderScheduled();
    const bar = await barOf('AMS-260701-0007');
    expect(bar).toHaveAccessibleName(/23:30–00:40/);
    // The axis now runs 25 hours (one hour of spill).
    expect(parseFloat(bar.style.left)).toBeCloseTo((23.5 / 25) * 100, 3);
    expect(screen.getByText('next day')).toBeInTheDocument();
  });

  it('groups rows by station, and by technician with the unassigned work first', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    const day = timelineDay([
      row(),
      row({ id: 6, work_order: 'RTM-260701-0001', station_id: 4, technician_ids: [], lead_technician_id: null, status: 'planned' }),
    ]);
    mockFetch({ [timelineUrl]: { body: day } });
    await renderScheduled();
    const ams = await screen.findByRole('group', { name: 'AMS' });
    expect(within(ams).getByRole('button', { name: /^AMS-260701-0007/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'RTM' })).getByRole('button', { name: /^RTM-260701-0001/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'By technician' }));
    const timeline = screen.getByRole('region', { name: 'Timeline of 2026-07-01' });
    const rows = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(rows).toEqual(['Unassigned, activities: 1', 'Tom Tech, activities: 1', 'Uma Engineer, activities: 0']);
    expect(within(screen.getByRole('group', { name: 'Unassigned' })).getByRole('button', { name: /^RTM-260701-0001/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Tom Tech' })).getByRole('button', { name: /^AMS-260701-0007/ })).toBeInTheDocument();
  });

  it('outlines a double booking and marks work to review, in words as well as looks', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({
      [timelineUrl]: { body: timelineDay([row({ conflict: true }), row({ id: 6, work_order: 'AMS-260701-0008', needs_review: true })]) },
    });
    await renderScheduled();
    const conflicting = await barOf('AMS-260701-0007');
    expect(conflicting).toHaveAccessibleName(/double booking$/);
    expect(conflicting).toHaveStyle({ outlineStyle: 'dashed' });
    const reviewed = await barOf('AMS-260701-0008');
    expect(reviewed).toHaveAccessibleName(/needs review$/);
    expect(reviewed).not.toHaveStyle({ outlineStyle: 'dashed' });
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('double booking')).toBeInTheDocument();
    expect(within(legend).getByText('In progress')).toBeInTheDocument();
  });

  it('flags work on which someone breaks an assignment rule with a gavel and in words, apart from a double booking', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({
      [timelineUrl]: {
        body: timelineDay([
          row({ rules_broken: true }),
          row({
            id: 6,
            work_order: 'AMS-260701-0008',
            sta_at: '2026-07-01T12:00:00Z',
            std_at: '2026-07-01T13:30:00Z',
            conflict: true,
            rules_broken: true,
          }),
        ]),
      },
    });
    await renderScheduled();
    const breaking = await barOf('AMS-260701-0007');
    expect(breaking).toHaveAccessibleName('AMS-260701-0007, flight KL1234/KL1235, 10:10–11:40, Assigned, breaks an assignment rule');
    expect(breaking.querySelector('[data-rules-broken-mark]')).toHaveAttribute('aria-hidden', 'true');
    // Independent of a double booking: no dashed outline of its own, both named when both hold.
    expect(breaking).not.toHaveStyle({ outlineStyle: 'dashed' });
    const both = await barOf('AMS-260701-0008');
    expect(both).toHaveAccessibleName(/, double booking, breaks an assignment rule$/);
    expect(both).toHaveStyle({ outlineStyle: 'dashed' });
    const legend = screen.getByRole('list', { name: 'Legend' });
    const entry = within(legend).getByText('breaks an assignment rule').closest('li')!;
    expect(entry.querySelector('[data-rules-broken-mark]')).not.toBeNull();
  });

  it('stacks overlapping bars of one row in lanes so none hides another', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({
      [timelineUrl]: { body: timelineDay([row(), row({ id: 6, work_order: 'AMS-260701-0008', sta_at: '2026-07-01T09:00:00Z' })]) },
    });
    await renderScheduled();
    expect((await barOf('AMS-260701-0007')).dataset.lane).toBe('0');
    expect((await barOf('AMS-260701-0008')).dataset.lane).toBe('1');
  });

  it('renders only the rows in view with 1 000 activities', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    const technicians = Array.from({ length: 300 }, (_, i) => ({
      id: 100 + i,
      name: `Tech ${String(i).padStart(3, '0')}`,
      home_station_id: 3,
    }));
    // Spread over the day from 05:00 UTC, ten minutes apart, each on one of the 300 people.
    const activities = Array.from({ length: 1000 }, (_, i) => {
      const sta = Date.parse('2026-07-01T05:00:00Z') + (i % 90) * 600_000;
      return row({
        id: 1000 + i,
        work_order: `AMS-260701-${1000 + i}`,
        technician_ids: [100 + (i % 300)],
        sta_at: new Date(sta).toISOString(),
        std_at: new Date(sta + 5_400_000).toISOString(),
      });
    });
    mockFetch({ [timelineUrl]: { body: timelineDay(activities, { technicians }) } });
    await renderScheduled({ store: memoryStore({ 'scheduled.grouping': 'technician' }) });
    const timeline = await screen.findByRole('region', { name: 'Timeline of 2026-07-01' }, { timeout: 5000 });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(within(timeline).getAllByRole('button').length).toBeLessThan(200);
  });

  it('zooms from the day to a few hours by keyboard, remembers it, and labels the hours with their minutes', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({ [timelineUrl]: { body: timelineDay([row()]) } });
    const store = memoryStore();
    await renderScheduled({ store });
    await barOf('AMS-260701-0007');
    const timeline = screen.getByRole('region', { name: 'Timeline of 2026-07-01' });
    const trackWidth = () => parseFloat(within(timeline).getByRole('list').style.width);
    // The day fills the 1 200 px view (jsdom's, withLayout): no sideways scrolling, an hour label per hour.
    expect(trackWidth()).toBeLessThanOrEqual(1200);
    expect(within(timeline).getByText('10')).toBeInTheDocument();
    const zoom = screen.getByRole('group', { name: 'Zoom' });
    expect(within(zoom).getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    // The week is offered too (its own case below).
    expect(within(zoom).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
    within(zoom).getByRole('button', { name: 'A few hours' }).focus();
    await userEvent.keyboard('{Enter}');
    // Six hours now fill the view: the day is four times as wide, and each hour says its minutes.
    expect(trackWidth()).toBeGreaterThan(4 * 1000);
    expect(within(timeline).getByText('10:00')).toBeInTheDocument();
    expect(store.getItem('scheduled.zoom')).toBe('hours');
  });

  it('zooms out to the week holding the date (Monday first when the settings say so): bars of two days, day labels and separators', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    window.config = { weekStartsMonday: true };
    const tuesday = row({ id: 11, work_order: 'AMS-260630-0001', local_date: '2026-06-30' });
    const friday = row({
      id: 12,
      work_order: 'AMS-260703-0002',
      local_date: '2026-07-03',
      sta_at: '2026-07-03T12:00:00Z',
      std_at: '2026-07-03T13:00:00Z',
    });
    // Sunday 23:30 to Monday 00:40: the week's axis runs an hour past its last midnight.
    const sunday = row({
      id: 13,
      work_order: 'AMS-260705-0003',
      local_date: '2026-07-05',
      sta_at: '2026-07-05T21:30:00Z',
      std_at: '2026-07-05T22:40:00Z',
    });
    const calls = mockFetch({
      [timelineUrl]: {
        body: timelineDay([{ ...tuesday, sta_at: '2026-06-30T08:10:00Z', std_at: '2026-06-30T09:40:00Z' }, friday, sunday], {
          date: '2026-06-29',
        }),
      },
    });
    const store = memoryStore();
    try {
      await renderScheduled({ store });
      await screen.findByRole('region', { name: /^Timeline of/ }, { timeout: 5000 });
      await userEvent.click(within(screen.getByRole('group', { name: 'Zoom' })).getByRole('button', { name: 'Week' }));
      const timeline = await screen.findByRole('region', { name: 'Timeline of the week 2026-06-29 – 2026-07-05' });
      expect(store.getItem('scheduled.zoom')).toBe('week');
      // One request for the seven days from the Monday.
      const asked = calls.filter((call) => call.url.startsWith('/api/activities/timeline')).map((call) => call.url);
      expect(asked.at(-1)).toBe('/api/activities/timeline?date=2026-06-29&days=7');
      // Each bar at its time on its day: Tuesday 10:10 is a day and 10h10 into the week's 168 hours (plus the hour of spill), Friday 14:00 four days and 14 h.
      const first = await barOf('AMS-260630-0001');
      const second = await barOf('AMS-260703-0002');
      expect(first).toHaveAccessibleName(/10:10–11:40/);
      expect(parseFloat(first.style.left)).toBeCloseTo(((24 + 10 + 10 / 60) / 169) * 100, 3);
      expect(parseFloat(second.style.left)).toBeCloseTo(((4 * 24 + 14) / 169) * 100, 3);
      expect(first.closest('[role="listitem"]')).toBe(second.closest('[role="listitem"]'));
      // 90 minutes of a week are 9 px: no room for the status icon, so none is cut to a sliver; the tooltip names it all.
      expect(first.querySelector('svg')).toBeNull();
      // Day labels on the axis, a separator at each midnight: the seven days and the spill, which its date names (not "next day").
      for (const label of ['06-29', '06-30', '07-01', '07-02', '07-03', '07-04', '07-05', '07-06'])
        expect(within(timeline).getByText(label)).toBeInTheDocument();
      expect(timeline.querySelectorAll('[data-day-separator]')).toHaveLength(8);
      expect(within(timeline).queryByText('next day')).not.toBeInTheDocument();
      // The arrows step a week at this zoom.
      await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
      expect(localStorage.getItem(calendarDateKey)).toContain('2026-07-08');
    } finally {
      window.config = undefined;
    }
  });

  it('never cuts a bar label: beside a short bar when its lane is free, else in the tooltip it shows on hover', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    // Two turnarounds in one lane, five minutes apart: the first has no room after it.
    const next = row({ id: 6, work_order: 'AMS-260701-0008', inbound_flight_no: 'HV5501', outbound_flight_no: null });
    mockFetch({
      [timelineUrl]: {
        body: timelineDay([row(), { ...next, sta_at: '2026-07-01T09:45:00Z', std_at: '2026-07-01T11:00:00Z' }]),
      },
    });
    await renderScheduled();
    const first = await barOf('AMS-260701-0007');
    const second = await barOf('AMS-260701-0008');
    expect(second.dataset.lane).toBe(first.dataset.lane);
    const ams = screen.getByRole('group', { name: 'AMS' });
    // "KL1234/KL1235" does not fit 90 minutes of the day and the next bar follows at once: tooltip only, no letter of it on the bar.
    expect(first).toHaveAttribute('data-label', 'tooltip');
    expect(first).not.toHaveTextContent('KL');
    // "HV5501" has the rest of the day beside it.
    expect(second).toHaveAttribute('data-label', 'beside');
    expect(ams.querySelector('[data-beside-label]')).toHaveTextContent(/^HV5501$/);
    await userEvent.hover(first);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('AMS-260701-0007, flight KL1234/KL1235, 10:10–11:40, Assigned');
    // The same text is the bar's name; the tooltip on keyboard focus needs :focus-visible, which jsdom lacks (the plan journey checks it).
    expect(first).toHaveAccessibleName('AMS-260701-0007, flight KL1234/KL1235, 10:10–11:40, Assigned');
  });

  it('fits the label inside the bar when the zoom gives it room', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({ [timelineUrl]: { body: timelineDay([row()]) } });
    await renderScheduled({ store: memoryStore({ 'scheduled.zoom': 'hours' }) });
    const bar = await barOf('AMS-260701-0007');
    expect(bar).toHaveAttribute('data-label', 'inside');
    expect(bar).toHaveTextContent('KL1234/KL1235');
  });

  it('opens a summary with a link to the activity page when a bar is clicked', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({ [timelineUrl]: { body: timelineDay([row()]) } });
    await renderScheduled();
    await userEvent.click(await barOf('AMS-260701-0007'));
    const panel = await screen.findByRole('dialog', { name: 'AMS-260701-0007' });
    expect(within(panel).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/scheduled_data/5');
    expect(
      within(panel).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Technicians: Tom Tech'),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/^Broken rule:/)).toBeNull();
  });

  it('says in the summary that someone on the work breaks an assignment rule', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({ [timelineUrl]: { body: timelineDay([row({ rules_broken: true })]) } });
    await renderScheduled();
    await userEvent.click(await barOf('AMS-260701-0007'));
    const panel = await screen.findByRole('dialog', { name: 'AMS-260701-0007' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Broken rule: someone assigned here breaks an assignment rule (roster, rest, licence…) since the job was re-timed.',
    );
  });
});
