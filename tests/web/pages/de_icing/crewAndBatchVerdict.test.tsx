import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CreateBase } from 'react-admin';
import { mockFetch } from '../../helpers';
import { TreatmentForm } from '../../../../src/pages/de_icing/treatments/form/TreatmentForm';
import { newTreatmentValues, type TreatmentValues } from '../../../../src/pages/de_icing/treatments/form/treatmentFormValues';
import { activeTable, options, renderDeIcing, typeIV } from './deIcingFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The options with the crew's de-icing courses, the station's Type IV batches and an empty fluid. */
const crewOptions = {
  ...options,
  technicians: [
    {
      id: 7,
      name: 'Ana Silva',
      home_station_id: 3,
      region_id: 1,
      de_icing_courses: [{ course_id: 1, code: 'DEICE-L10', expires_on: '2027-12-31' }],
    },
    {
      id: 8,
      name: "James O'Connor",
      home_station_id: 3,
      region_id: 1,
      de_icing_courses: [{ course_id: 1, code: 'DEICE-L10', expires_on: '2027-01-04' }],
    },
  ],
  trucks: [{ id: 4, name: 'Elephant Beta 1', station_id: 3, status: 'serviceable' }],
  equipment: [],
  fluids: [
    { ...typeIV, material_id: 40 },
    { ...typeIV, id: 6, name: 'Empty IV', material_id: 60 },
  ],
  lots: [{ station_id: 3, material_id: 40, lot: 'B-40-A', quantity: 120 }],
};

const treatment = (operatorIds: number[]): Partial<TreatmentValues> => ({
  ...newTreatmentValues(3),
  customer_id: 5,
  aircraft_type_id: 9,
  registration: 'SE-ROA',
  operator_ids: operatorIds,
  oat_c: -5,
  precipitation: 'snow',
  intensity: 'light',
  procedure: 'one_step',
  steps: [
    {
      purpose: 'anti_icing',
      fluid_id: 2,
      concentration: 100,
      litres: 150,
      lot: 'B-40-A',
      truck_id: 4,
      started_at: '2027-01-05T09:00:00Z',
      ended_at: '2027-01-05T09:05:00Z',
    },
  ],
});

const formWith = (values: Partial<TreatmentValues>) => (
  <CreateBase resource="de_icing_treatments" redirect={false}>
    <TreatmentForm options={crewOptions as never} defaultValues={values} />
  </CreateBase>
);

describe('the treatment form judges the crew and the batch before saving', () => {
  it('SAE AS6286 / ICAO Doc 9640: names the operator whose de-icing course expired the day before, and the batch short of litres', async () => {
    mockFetch({ 'GET /api/de_icing/options': { body: crewOptions }, 'GET /api/hot_table_sets/active': { body: activeTable } });
    await renderDeIcing('/de_icing', formWith(treatment([7, 8])));
    const verdict = await screen.findByTestId('crew-batch-verdict', {}, { timeout: 5000 });
    expect(within(verdict).getByText('Operators qualified for de-icing (SAE AS6286)')).toBeInTheDocument();
    expect(within(verdict).getByText("James O'Connor's de-icing qualification DEICE-L10 expired on 2027-01-04.")).toBeInTheDocument();
    expect(within(verdict).queryByText(/Ana Silva/)).toBeNull();
    expect(within(verdict).getByText('Fluid batch of every step')).toBeInTheDocument();
    expect(within(verdict).getByText('Step 1: batch B-40-A of Polar Guard IV holds 120 L, 150 L asked.')).toBeInTheDocument();
  });

  it('SAE AS6286: a qualified crew, a batch with the litres and a serviceable truck pass', async () => {
    mockFetch({ 'GET /api/de_icing/options': { body: crewOptions }, 'GET /api/hot_table_sets/active': { body: activeTable } });
    const values = treatment([7]);
    await renderDeIcing('/de_icing', formWith({ ...values, steps: [{ ...values.steps![0], litres: 100 }] }));
    await screen.findByRole('region', { name: 'Checks' }, { timeout: 5000 });
    expect(screen.queryByTestId('crew-batch-verdict')).toBeNull();
  });

  it('SAE AS6285: heated water (0 %) as the first step names no batch and takes no litres from one', async () => {
    mockFetch({ 'GET /api/de_icing/options': { body: crewOptions }, 'GET /api/hot_table_sets/active': { body: activeTable } });
    const values = treatment([7]);
    const anti = { ...values.steps![0], litres: 100, started_at: '2027-01-05T09:06:00Z', ended_at: '2027-01-05T09:09:00Z' };
    const water = { ...values.steps![0], purpose: 'de_icing' as const, concentration: 0, litres: 500, lot: null };
    await renderDeIcing('/de_icing', formWith({ ...values, oat_c: -2, procedure: 'two_step', steps: [water, anti] }));
    // Once the options are in, the anti-icing step offers its batches and the water step none.
    const antiStep = await screen.findByRole('group', { name: /^Step 2: Anti-icing · Type IV/ }, { timeout: 5000 });
    expect(within(antiStep).getByRole('combobox', { name: /Fluid batch/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: /^Step 1/ })).queryByRole('combobox', { name: /Fluid batch/ })).toBeNull();
    expect(screen.queryByTestId('crew-batch-verdict')).toBeNull();
  });
});
