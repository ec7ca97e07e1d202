import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStorageStore, type DataProvider } from 'react-admin';
import { dataProvider } from '../../../../src/providers/dataProvider';
import { calendarDateKey } from '../../../../model/storageKeys';
import { mockFetch } from '../../helpers';
import { renderScheduled, row, timelineDay, timelineUrl, withLayout } from './scheduledFixtures';

withLayout();

describe('the Scheduled views', () => {
  it("lists the day with the tab's filters and each row's flags, and opens an activity from its row", async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({ [timelineUrl]: { body: timelineDay([row()]) } });
    const getList = vi.fn().mockResolvedValue({ data: [row({ conflict: true, rules_broken: true })], total: 1 });
    const store = localStorageStore(undefined, 'Tarmac');
    store.setup();
    store.setItem('scheduled.filters.10', { status: 'assigned' });
    await renderScheduled({ store, dataProvider: { ...dataProvider, getList } });
    await userEvent.click(await screen.findByRole('button', { name: 'List' }));
    const cell = await screen.findByText('AMS-260701-0007', {}, { timeout: 5000 });
    expect(getList).toHaveBeenCalledWith(
      'activities',
      expect.objectContaining({ filter: { date: '2026-07-01', status: 'assigned' }, sort: { field: 'sta_at', order: 'ASC' } }),
    );
    const tableRow = cell.closest('tr')!;
    expect(within(tableRow).getByText('KL1234/KL1235')).toBeInTheDocument();
    expect(within(tableRow).getByText('Tom Tech')).toBeInTheDocument();
    expect(within(tableRow).getByText('double booking, breaks an assignment rule')).toBeInTheDocument();
    await userEvent.click(cell);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/scheduled_data/5'));
  });

  it('opens My work first for a technician, with the day one tab away', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    const calls = mockFetch({ [timelineUrl]: { body: timelineDay([row()]) } });
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    await renderScheduled({
      roleId: 4,
      permissions: ['scheduled_tab', 'work_record', 'rts_sign'],
      dataProvider: { ...dataProvider, getList } as DataProvider,
    });
    expect(await screen.findByRole('tab', { name: 'My work', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('You have no jobs on this day.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/activities/timeline'))).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Day plan' }));
    expect(await screen.findByRole('button', { name: /^AMS-260701-0007,/ }, { timeout: 5000 })).toBeInTheDocument();
  });
});
