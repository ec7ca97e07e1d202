import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStorageStore } from 'react-admin';
import { calendarDateKey } from '../../../../model/storageKeys';
import { clearRegionFilters } from '../../../../src/layout/navbar/regionSwitch';
import { mockFetch } from '../../helpers';
import { renderScheduled, row, timelineDay, timelineUrl, withLayout } from './scheduledFixtures';

withLayout();

const day = timelineDay([
  row(),
  row({ id: 6, work_order: 'AMS-260701-0008', status: 'planned', technician_ids: [], lead_technician_id: null }),
]);
const bars = () =>
  within(screen.getByRole('region', { name: /^Timeline of/ }))
    .queryAllByRole('button')
    .map((bar) => bar.getAttribute('aria-label')?.split(',')[0]);
const showsBars = (expected: string[]) => waitFor(() => expect(bars()).toEqual(expected), { timeout: 5000 });

describe('the Scheduled filters', () => {
  it('filters the timeline, are kept per region, survive a reload and are cleared by a region change', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({ [timelineUrl]: { body: day } });
    // As in src/main.tsx: the filters live in local storage, so they survive a reload.
    const store = localStorageStore(undefined, 'Tarmac');
    const first = await renderScheduled({ store });
    await showsBars(['AMS-260701-0007', 'AMS-260701-0008']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Planned' }));
    await showsBars(['AMS-260701-0008']);
    expect(store.getItem('scheduled.filters.10')).toEqual({ status: 'planned' });
    first.unmount();

    // Back on the tab in the same region: the filter still applies.
    const again = await renderScheduled({ store });
    await showsBars(['AMS-260701-0008']);
    again.unmount();

    // Another region does not inherit it.
    const elsewhere = await renderScheduled({ store, regionId: 20 });
    await showsBars(['AMS-260701-0007', 'AMS-260701-0008']);
    elsewhere.unmount();

    // The nav bar's region change clears the cached filters (docs/security.md, the active region).
    clearRegionFilters(store);
    expect(store.getItem('scheduled.filters.10')).toBeUndefined();
    await renderScheduled({ store });
    await showsBars(['AMS-260701-0007', 'AMS-260701-0008']);
  });

  it('shows only unassigned work when asked', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({ [timelineUrl]: { body: day } });
    await renderScheduled();
    await showsBars(['AMS-260701-0007', 'AMS-260701-0008']);
    await userEvent.click(screen.getByRole('switch', { name: 'Unassigned only' }));
    await showsBars(['AMS-260701-0008']);
  });

  it('shows only the work on which someone breaks an assignment rule when asked', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({
      [timelineUrl]: { body: timelineDay([row({ conflict: true }), row({ id: 6, work_order: 'AMS-260701-0008', rules_broken: true })]) },
    });
    await renderScheduled();
    await showsBars(['AMS-260701-0007', 'AMS-260701-0008']);
    await userEvent.click(screen.getByRole('switch', { name: 'Broken rules only' }));
    await showsBars(['AMS-260701-0008']);
  });
});

describe('the Scheduled date', () => {
  it('reads the saved calendar date, and keeps the next day in local storage', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    const calls = mockFetch({ [timelineUrl]: { body: day } });
    await renderScheduled();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/activities/timeline?date=2026-07-01')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(localStorage.getItem(calendarDateKey)).toBe('2026-07-02');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/activities/timeline?date=2026-07-02')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(localStorage.getItem(calendarDateKey)).toBe('2026-06-30');
  });
});
