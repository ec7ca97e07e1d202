import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { catalogueProvider } from './catalogueProvider';
import { renderOnCall, requestDetail } from './onCallFixtures';
import { picker, pickerText, typeInPicker } from '../../pickers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const overlap = {
  rule: 'no_overlap',
  ok: false,
  reason: 'scheduled.rules.no_overlap.overlap',
  params: { work_orders: 'AMS-20261125-004' },
};
const rostered = {
  rule: 'rostered',
  ok: false,
  reason: 'scheduled.rules.rostered.not_rostered',
  params: { date: '2026-11-25', from: '10:30', to: '15:00' },
};
const passes = (...rules: string[]) => rules.map((rule) => ({ rule, ok: true }));
const suggestions = {
  stations: [
    {
      station_id: 11,
      code: 'AMS',
      name: 'Amsterdam',
      distance_km: 0,
      travel_minutes: 15,
      source: 'road_trip',
      road_trip_id: 30,
      eta_at: '2026-11-25T10:45:00.000Z',
      trucks: [{ id: 51, registration: 'AMS-T1', type: 'van', status: 'available' }],
      technicians: [
        {
          technician_id: 101,
          name: 'Ana Silva',
          home_station_id: 11,
          ok: true,
          rules: passes('licence_category', 'no_overlap', 'rostered'),
          rostered: true,
        },
        {
          technician_id: 102,
          name: 'Bo Chen',
          home_station_id: 11,
          ok: false,
          rules: [...passes('licence_category'), overlap, rostered],
          rostered: false,
        },
      ],
    },
    {
      station_id: 12,
      code: 'RTM',
      name: 'Rotterdam',
      distance_km: 57.4,
      travel_minutes: 55,
      source: 'great_circle',
      road_trip_id: null,
      eta_at: '2026-11-25T11:25:00.000Z',
      trucks: [],
      technicians: [],
    },
  ],
};

describe('the dispatch panel', () => {
  it('shows every rule a technician fails before dispatch, and asks a written reason to override them', async () => {
    const calls = mockFetch({
      'GET /api/on_call_requests/7/dispatch_suggestions': { body: suggestions },
      'POST /api/on_call_requests/7/dispatch': { body: requestDetail({ status: 'dispatched', version: 3 }) },
    });
    const { provider } = catalogueProvider({}, requestDetail());
    await renderOnCall('/on_call/7', { dataProvider: provider });

    const stations = await screen.findByRole('radiogroup', { name: 'Stations, nearest first' }, { timeout: 5000 });
    expect(
      within(stations)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['11', '12']);
    expect(within(stations).getByRole('radio', { name: /AMS/ })).toBeChecked();

    // Bo's refusals show before anyone ticks him: each failed rule with its reason.
    const boRules = screen.getByRole('list', { name: 'Rules for Bo Chen' });
    expect(within(boRules).getByText('Already assigned at an overlapping time (travel included): AMS-20261125-004.')).toBeInTheDocument();
    expect(within(boRules).getByText('Not rostered on 2026-11-25 at 10:30–15:00.')).toBeInTheDocument();
    expect(within(boRules).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Rules for Ana Silva' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Reason for the override/ })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: /Bo Chen/ }));
    expect(screen.getByText(/The rules refuse a chosen technician/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dispatch with override' }));
    expect(await screen.findByText('Write why the rules are overridden.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /Reason for the override/ }), 'Only B1 on shift');
    await userEvent.click(screen.getByRole('button', { name: 'Dispatch with override' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = JSON.parse(String(calls.find((call) => call.method === 'POST')!.body));
    expect(body).toMatchObject({
      version: 2,
      station_id: 11,
      road_trip_id: 30,
      technicians: [{ technician_id: 102, role: 'support' }],
      override_reason: 'Only B1 on shift',
    });
  }, 40_000);

  it('dispatches a technician the rules accept without a reason', async () => {
    const calls = mockFetch({
      'GET /api/on_call_requests/7/dispatch_suggestions': { body: suggestions },
      'POST /api/on_call_requests/7/dispatch': { body: requestDetail({ status: 'dispatched', version: 3 }) },
    });
    const { provider } = catalogueProvider({}, requestDetail());
    await renderOnCall('/on_call/7', { dataProvider: provider });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Ana Silva/ }, { timeout: 5000 }));
    expect(screen.queryByRole('textbox', { name: /Reason for the override/ })).toBeNull();
    // Travel as h:mm, the ETA in the time of the airport of the work (Amsterdam) with its zone.
    const stations = screen.getByRole('radiogroup', { name: 'Stations, nearest first' });
    expect(within(stations).getByText(/^0 km · 0:15 h .* · ETA 25 Nov 2026 11:45 GMT\+1$/)).toBeInTheDocument();
    expect(within(stations).getByText(/^57 km · 0:55 h .* · ETA 25 Nov 2026 12:25 GMT\+1$/)).toBeInTheDocument();
    const eta = picker(/ETA \(Europe\/Amsterdam\)/);
    expect(pickerText(eta)).toBe('25 Nov 2026 11:45');
    await typeInPicker(eta, '25Nov20261210');
    await userEvent.click(screen.getByRole('button', { name: 'Dispatch' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = JSON.parse(String(calls.find((call) => call.method === 'POST')!.body));
    expect(body.technicians).toEqual([{ technician_id: 101, role: 'support' }]);
    expect(body.override_reason).toBeUndefined();
    expect(body.eta_at).toBe('2026-11-25T11:10:00.000Z'); // 12:10 in Amsterdam
  });
});
