import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { deIcingAnswers, renderDeIcing } from './deIcingFixtures';
import { picker, typeInPicker } from '../../pickers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const code = 'TYPE IV/100/13:32/05 JAN 2027/POST DE-ICING/ANTI-ICING CHECK COMPLETED';
const treatment = {
  id: 41,
  version: 2,
  station_id: 3,
  station_code: 'ARN',
  time_zone: 'Europe/Stockholm',
  local_date: '2027-01-05',
  pad: 'P2',
  customer_id: 5,
  customer_name: 'Nordic Air',
  flight_no: 'NR101',
  aircraft_type_id: 9,
  aircraft_type_code: 'A20N',
  registration: 'SE-ROA',
  truck_id: 4,
  status: 'in_progress',
  oat_c: -5,
  precipitation: 'snow',
  intensity: 'light',
  metar: null,
  procedure: 'one_step',
  surfaces: ['wings'],
  final_step_started_at: '2027-01-05T12:32:00.000Z',
  holdover: { kind: 'range', min: 35, max: 65 },
  holdover_min_minutes: 35,
  holdover_max_minutes: 65,
  hot_table_name: 'DEMO winter',
  hot_table_demo: true,
  accepted_warnings: [],
  operators: [{ technician_id: 7, name: 'Ana Silva' }],
  operator_ids: [7],
  check_technician_id: null,
  check_technician_name: null,
  checked_at: null,
  anti_icing_code: null,
  remarks: null,
  cancel_reason: null,
  fluid_type: 'IV',
  concentration: 100,
  total_litres: 120,
  steps: [
    {
      id: 1,
      purpose: 'anti_icing',
      fluid_id: 2,
      fluid_name: 'Polar Guard IV',
      fluid_type: 'IV',
      concentration: 100,
      freezing_point_c: null,
      brix: null,
      nozzle_temperature_c: 60,
      litres: 120,
      started_at: '2027-01-05T12:32:00.000Z',
      ended_at: '2027-01-05T12:36:00.000Z',
    },
  ],
};
const checked = {
  ...treatment,
  version: 3,
  status: 'completed',
  check_technician_id: 7,
  check_technician_name: 'Ana Silva',
  checked_at: '2027-01-05T12:40:00.000Z',
  anti_icing_code: code,
};

describe('the treatment page', () => {
  it('records the post-treatment check (technician and station time) and then shows the code large for the radio', async () => {
    const answers: Record<string, { body: unknown }> = {
      ...deIcingAnswers,
      'GET /api/de_icing_treatments/41': { body: treatment },
      'POST /api/de_icing_treatments/41/check': { body: checked },
    };
    const calls = mockFetch(answers);
    await renderDeIcing('/de_icing/treatments/41');
    expect(
      await screen.findByText('No anti-icing code yet: record the post-treatment check to issue it.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/DEMO — not for operational use/)).toBeInTheDocument();
    expect(screen.getByText('0:35–1:05')).toBeInTheDocument();
    expect(screen.queryByTestId('anti-icing-code')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Record check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post-de-icing/anti-icing check' });
    await typeInPicker(picker(/Checked at \(Europe\/Stockholm\)/, within(dialog)), '05Jan20271340');
    answers['GET /api/de_icing_treatments/41'] = { body: checked };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record check and issue code' }));

    expect(await screen.findByTestId('anti-icing-code')).toHaveTextContent(code);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Record check' })).toBeNull();
    // 13:40 in Stockholm (UTC+1 in January) is 12:40 UTC; the version read travels with it.
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ version: 2, check_technician_id: 7, checked_at: '2027-01-05T12:40:00.000Z' });
  });

  it('says the accepted warnings with their params as the form did; one kept before its params reads as its rule', async () => {
    const warned = {
      ...treatment,
      accepted_warnings: [
        { key: 'de_icing.rules.two_step_gap.too_long', params: { minutes: 5, limit: 3, duration: '0:05', limit_duration: '0:03' } },
        { key: 'de_icing.rules.metar_time.stale', params: {} },
      ],
    };
    mockFetch({ ...deIcingAnswers, 'GET /api/de_icing_treatments/41': { body: warned } });
    await renderDeIcing('/de_icing/treatments/41');
    expect(
      await screen.findByText(
        'Warnings accepted: The anti-icing step started 0:05 after de-icing ended (more than 0:03).; METAR time',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/%\{/)).toBeNull();
  });
});
