import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarDateKey } from '../../../../model/storageKeys';
import { mockFetch } from '../../helpers';
import { renderScheduled, sentBody, timelineDay, timelineUrl, withLayout } from './scheduledFixtures';

withLayout();

const seat = (overrides: Record<string, unknown>) => ({
  activity_id: 5,
  role: 'lead',
  work_order: 'AMS-260701-0007',
  station_code: 'AMS',
  station_time_zone: 'Europe/Amsterdam',
  registration: 'PH-EXA',
  inbound_flight_no: 'KL1001',
  outbound_flight_no: 'KL1002',
  aircraft_type_code: 'A20N',
  start: '2026-07-01T08:00:00.000Z',
  end: '2026-07-01T09:00:00.000Z',
  ...overrides,
});

/** The answer of a day with two proposals and one seat nobody may take. */
const answer = {
  date: '2026-07-01',
  station_id: null,
  proposals: [
    { ...seat({}), technician_id: 8, technician_name: 'Uma Engineer', reasons: ['home_station'] },
    {
      ...seat({ activity_id: 6, work_order: 'AMS-260701-0008', role: 'support' }),
      technician_id: 9,
      technician_name: 'Vic Mechanic',
      reasons: [],
    },
  ],
  unassigned: [
    {
      ...seat({ activity_id: 7, work_order: 'AMS-260701-0009', start: '2026-07-01T12:00:00.000Z', end: '2026-07-01T14:00:00.000Z' }),
      reason: 'scheduled.auto_assign.reasons.no_qualified',
      params: { categories: 'B1', type: 'A359' },
      rules: [{ rule: 'type_authorisation', count: 4 }],
    },
  ],
  figures: { seats: 3, filled: 2, upper_bound: 2, ms: 12 },
  applied: 2,
  skipped: [],
};

const openDialog = async (answers: Parameters<typeof mockFetch>[0], permissions?: string[]) => {
  localStorage.setItem(calendarDateKey, '2026-07-01');
  const calls = mockFetch({ [timelineUrl]: { body: timelineDay([]) }, ...answers });
  await renderScheduled(permissions ? { permissions } : {});
  await userEvent.click(await screen.findByRole('button', { name: 'Auto-assign' }));
  return { calls, dialog: await screen.findByRole('dialog', { name: 'Auto-assign 2026-07-01' }) };
};

describe('auto-assign from the day toolbar', () => {
  it('shows the dry run: proposals, the seats left open with their reasons, and the figures against the bound', async () => {
    const { calls, dialog } = await openDialog({ 'POST /api/activities/auto_assign': { body: answer } });
    const proposals = await within(dialog).findByRole('table', { name: 'Proposed assignments' });
    const first = within(proposals).getAllByRole('row')[1];
    expect(within(first).getByText('AMS-260701-0007')).toBeInTheDocument();
    expect(within(first).getByText('KL1001 / KL1002 · PH-EXA · A20N')).toBeInTheDocument();
    // The seat's window says its station's zone (src/components/date/stationTime.ts); it read a bare "10:00–11:00" before.
    expect(within(first).getByText(/^10:00–11:00 (CEST|GMT\+2)$/)).toBeInTheDocument();
    expect(within(first).getByText('Uma Engineer')).toBeInTheDocument();
    expect(within(first).getByText('Lead')).toBeInTheDocument();
    expect(within(first).getByText('based at the station')).toBeInTheDocument();
    const open = within(dialog).getByRole('table', { name: 'Seats left open' });
    expect(within(open).getByText('No technician of the region may do this work (B1 on the A359) on this day.')).toBeInTheDocument();
    expect(within(open).getByText('Type authorisation: 4')).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 3 open seats filled (no proposal can fill more than 2).')).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.method === 'POST'))).toEqual({ date: '2026-07-01', dry_run: true });
  });

  it('applies the proposal, says how many were made, closes and reads the day again', async () => {
    const { calls, dialog } = await openDialog({ 'POST /api/activities/auto_assign': { body: answer } });
    await within(dialog).findByRole('table', { name: 'Proposed assignments' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Assignments made: 2.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Auto-assign 2026-07-01' })).not.toBeInTheDocument());
    expect(sentBody(calls.filter((call) => call.method === 'POST')[1])).toEqual({ date: '2026-07-01', dry_run: false });
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/activities/timeline')).length).toBe(2));
  });

  it('shows the server’s refusal and offers no Apply when the dry run fails', async () => {
    const { dialog } = await openDialog({
      'POST /api/activities/auto_assign': {
        status: 422,
        body: { message: 'Pick a region first.', errors: { date: ['Pick a region first.'] } },
      },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Pick a region first.');
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('is not offered to a user who may only read', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    mockFetch({ [timelineUrl]: { body: timelineDay([]) } });
    await renderScheduled({ permissions: ['scheduled_tab'] });
    await screen.findByRole('toolbar', { name: 'Day and view' });
    expect(screen.queryByRole('button', { name: 'Auto-assign' })).not.toBeInTheDocument();
  });
});
