import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { findRoute } from '../../../../../model/routes';
import ScheduledDataPage from '../../../../../src/pages/scheduled/ScheduledDataPage';
import { calendarDateKey } from '../../../../../model/storageKeys';
import { activity, plannerPermissions, renderWithApp, signInWith } from './activityFixtures';
import { picker, typeInPicker } from '../../../pickers';

const route = findRoute('scheduled_data')!;
const options: Record<string, { id: number; code: string; name: string }[]> = {
  stations: [{ id: 3, code: 'AMS', name: 'Amsterdam' }],
  customers: [{ id: 4, code: 'KL', name: 'KLM' }],
  aircraft_type: [{ id: 2, code: 'B738', name: 'Boeing 737-800' }],
  services: [{ id: 1, code: 'TRC', name: 'Transit check' }],
};

function referenceData(create: DataProvider['create']): DataProvider {
  const pick = (resource: string, ids: unknown[]) => (options[resource] ?? []).filter((record) => ids.map(Number).includes(record.id));
  return {
    getList: async (resource: string) => ({ data: options[resource] ?? [], total: (options[resource] ?? []).length }),
    getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({ data: pick(resource, ids) }),
    getManyReference: async () => ({ data: [], total: 0 }),
    getOne: async () => ({ data: activity({ id: 42 }) }),
    create,
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
  } as unknown as DataProvider;
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

describe('the ad-hoc create form (/scheduled_data without an id)', () => {
  it("checks the body with the model's schema before sending anything", async () => {
    signInWith(plannerPermissions);
    const create = vi.fn();
    await renderWithApp(<ScheduledDataPage route={route} />, {
      path: '/scheduled_data',
      route: '/scheduled_data/:activity_id?',
      dataProvider: referenceData(create),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Registration/ }), 'PH-EXA');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the activity on the saved calendar date and opens its page', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    signInWith(plannerPermissions);
    const create = vi.fn().mockResolvedValue({ data: activity({ id: 42 }) });
    await renderWithApp(<ScheduledDataPage route={route} />, {
      path: '/scheduled_data',
      route: '/scheduled_data/:activity_id?',
      dataProvider: referenceData(create),
    });
    await choose(/Station/, 'Amsterdam');
    await choose(/Customer/, 'KLM');
    await choose(/Aircraft type/, 'Boeing');
    await userEvent.type(screen.getByRole('textbox', { name: /Registration/ }), 'ph-exa');
    await userEvent.type(screen.getByRole('textbox', { name: /Inbound flight/ }), 'KL1234');
    await typeInPicker(picker(/STA \(local\)/), '1010');
    await choose(/Services/, 'Transit check');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toBe('activities');
    expect(create.mock.calls[0][1].data).toMatchObject({
      station_id: 3,
      local_date: '2026-07-01',
      customer_id: 4,
      aircraft_type_id: 2,
      inbound_flight_no: 'KL1234',
      sta: '10:10',
      service_ids: [1],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/scheduled_data/42'));
  });

  it('starts from what a link fills in: Create job on an unmatched flight movement (docs/modules/movements.md)', async () => {
    localStorage.setItem(calendarDateKey, '2026-07-01');
    signInWith(plannerPermissions);
    const create = vi.fn().mockResolvedValue({ data: activity({ id: 42 }) });
    await renderWithApp(<ScheduledDataPage route={route} />, {
      path: '/scheduled_data?station_id=3&local_date=2026-07-02&registration=PH-EXA&inbound_flight_no=KL1234',
      route: '/scheduled_data/:activity_id?',
      dataProvider: referenceData(create),
    });
    expect(await screen.findByRole('textbox', { name: /Inbound flight/ })).toHaveValue('KL1234');
    expect(screen.getByRole('textbox', { name: /Registration/ })).toHaveValue('PH-EXA');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Station/ })).toHaveValue('Amsterdam'));
    await choose(/Customer/, 'KLM');
    await choose(/Aircraft type/, 'Boeing');
    await typeInPicker(picker(/STA \(local\)/), '1620');
    await choose(/Services/, 'Transit check');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      station_id: 3,
      local_date: '2026-07-02',
      registration: 'PH-EXA',
      inbound_flight_no: 'KL1234',
    });
  });
});
