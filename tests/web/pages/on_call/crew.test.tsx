import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { catalogueProvider } from './catalogueProvider';
import { renderOnCall, requestDetail, technicianUser } from './onCallFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const dispatched = requestDetail({
  status: 'dispatched',
  version: 4,
  station_id: 11,
  station_code: 'AMS',
  technicians: [
    { id: 90, technician_id: 101, name: 'Ana Silva', role: 'lead', worked_minutes: null, override_reason: null, overridden_rules: [] },
  ],
});
const station = {
  station_id: 11,
  code: 'AMS',
  name: 'Amsterdam',
  distance_km: 0,
  travel_minutes: 15,
  source: 'road_trip',
  road_trip_id: 30,
  eta_at: '2026-11-25T10:45:00.000Z',
  trucks: [],
  technicians: [
    { technician_id: 101, name: 'Ana Silva', home_station_id: 11, ok: true, rules: [], rostered: true },
    { technician_id: 102, name: 'Bo Chen', home_station_id: 11, ok: true, rules: [], rostered: true },
  ],
};

describe('the crew of a dispatched request', () => {
  it('the desk adds a technician of the station (those on the crew are not offered) and withdraws one', async () => {
    const calls = mockFetch({
      'GET /api/on_call_requests/7/dispatch_suggestions': { body: { stations: [station] } },
      'POST /api/on_call_requests/7/technicians': { body: dispatched },
      'DELETE /api/on_call_requests/7/technicians/101': { body: dispatched },
    });
    const { provider } = catalogueProvider({}, dispatched);
    await renderOnCall('/on_call/7', { dataProvider: provider });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a technician' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a technician to the crew' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Technician' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['✓ Bo Chen']);
    await userEvent.click(options[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a technician' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.url.endsWith('dispatch_suggestions?station_id=11'))).toBeDefined();
    expect(JSON.parse(String(calls.find((call) => call.method === 'POST')!.body))).toEqual({
      version: 4,
      technician_id: 102,
      role: 'support',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Ana Silva' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  }, 40_000);

  it('the dispatched technician records their hours, by their technician id, and changes nothing else of the crew', async () => {
    const calls = mockFetch({ 'PUT /api/on_call_requests/7/technicians/101': { body: dispatched } });
    const { provider } = catalogueProvider({}, { ...dispatched, permissions: { write: false, record: true, sign: false } });
    await renderOnCall('/on_call/7', { dataProvider: provider, signedIn: technicianUser() });
    const hours = await screen.findByRole('spinbutton', { name: 'Hours worked' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Add a technician' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw Ana Silva' })).toBeNull();
    await userEvent.type(hours, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.method === 'PUT')!.body))).toEqual({ version: 4, worked_minutes: 150 });
  });
});
