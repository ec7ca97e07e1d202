import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { localStorageStore, type DataProvider } from 'react-admin';
import { activityFigures, scheduledListLink } from '../../../../model/modules/home/figures';
import { calendarDateKey } from '../../../../model/storageKeys';
import { dataProvider } from '../../../../src/providers/dataProvider';
import { listFilter, matchesFilters, readScheduledLink } from '../../../../src/pages/scheduled/scheduledFilters';
import { mockFetch } from '../../helpers';
import { renderScheduled, row, timelineDay, timelineUrl, withLayout } from './scheduledFixtures';

withLayout();

/** What's up's figures (docs/modules/home.md) open Scheduled filtered to exactly their activities. */
describe('a link to the Scheduled list with filters', () => {
  it("reads back every What's up figure as the same list filter", () => {
    for (const figure of activityFigures('2026-07-01')) {
      const link = readScheduledLink(new URL(scheduledListLink(figure.filter), 'http://x').search)!;
      expect({ date: link.date, ...listFilter(link.filters) }, figure.id).toEqual(figure.filter);
      expect(link.view).toBe('list');
    }
  });

  it('leaves out what the tab does not offer and reads nothing from an ordinary visit', () => {
    expect(readScheduledLink('')).toBeNull();
    expect(readScheduledLink('?filter=%7Bbroken')).toEqual({ date: null, filters: {}, view: null });
    const link = readScheduledLink(
      `?filter=${encodeURIComponent(JSON.stringify({ date: 'soon', status: 'lost', station_id: -1, q: 'x', late: 'yes' }))}&view=wall`,
    );
    expect(link).toEqual({ date: null, filters: {}, view: null });
  });

  it('matches late, double-booked and rule-breaking work on the timeline like the server', () => {
    const now = new Date('2026-07-01T10:00:00Z');
    expect(matchesFilters(row({ std_at: '2026-07-01T09:40:00Z', status: 'assigned' }), { late: true }, now)).toBe(true);
    expect(matchesFilters(row({ std_at: '2026-07-01T09:40:00Z', status: 'completed' }), { late: true }, now)).toBe(false);
    expect(matchesFilters(row({ conflict: true }), { conflict: true }, now)).toBe(true);
    expect(matchesFilters(row({ conflict: false }), { conflict: true }, now)).toBe(false);
    expect(matchesFilters(row({ rules_broken: true }), { rules_broken: true }, now)).toBe(true);
    expect(matchesFilters(row({ rules_broken: false, conflict: true }), { rules_broken: true }, now)).toBe(false);
  });

  it('opens the list of that day with exactly those filters, drops a remembered search, and clears the URL', async () => {
    localStorage.setItem(calendarDateKey, '2026-06-01');
    mockFetch({ [timelineUrl]: { body: timelineDay([row({ status: 'planned', technician_ids: [] })]) } });
    const getList = vi.fn().mockResolvedValue({ data: [row({ status: 'planned', technician_ids: [] })], total: 1 });
    const store = localStorageStore(undefined, 'Tarmac');
    store.setup();
    store.setItem('scheduled.filters.10', { customer_id: 4 });
    store.setItem('scheduled.view', 'timeline');
    store.setItem('scheduled.list.10.listParams', { filter: { q: 'KL9' }, page: 3, perPage: 25, sort: 'sta_at', order: 'ASC' });
    const filter = { date: '2026-07-01', status: 'planned', unassigned: true };
    // A technician too: the link opens the day, not My work.
    await renderScheduled({
      store,
      roleId: 4,
      permissions: ['scheduled_tab', 'work_record'],
      dataProvider: { ...dataProvider, getList } as DataProvider,
      path: scheduledListLink(filter as never),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/scheduled$/));
    expect(await screen.findByRole('tab', { name: 'Day plan', selected: true })).toBeInTheDocument();
    await waitFor(
      () =>
        expect(getList).toHaveBeenCalledWith(
          'activities',
          expect.objectContaining({ filter: { date: '2026-07-01', status: 'planned', unassigned: true } }),
        ),
      { timeout: 5000 },
    );
    expect(getList).not.toHaveBeenCalledWith('activities', expect.objectContaining({ filter: expect.objectContaining({ q: 'KL9' }) }));
    expect(localStorage.getItem(calendarDateKey)).toBe('2026-07-01');
    expect(store.getItem('scheduled.filters.10')).toEqual({ status: 'planned', unassigned: true });
    expect(screen.getByRole('switch', { name: 'Unassigned only' })).toBeChecked();
  });

  it("opens What's up's broken-rule figure as the list of that day's rule-breaking work, its switch on", async () => {
    localStorage.setItem(calendarDateKey, '2026-06-01');
    mockFetch({ [timelineUrl]: { body: timelineDay([row({ rules_broken: true })]) } });
    const getList = vi.fn().mockResolvedValue({ data: [row({ rules_broken: true })], total: 1 });
    await renderScheduled({
      dataProvider: { ...dataProvider, getList } as DataProvider,
      path: scheduledListLink({ date: '2026-07-01', rules_broken: true }),
    });
    await waitFor(
      () =>
        expect(getList).toHaveBeenCalledWith('activities', expect.objectContaining({ filter: { date: '2026-07-01', rules_broken: true } })),
      { timeout: 5000 },
    );
    expect(screen.getByRole('switch', { name: 'Broken rules only' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Double booked only' })).not.toBeChecked();
  });
});
