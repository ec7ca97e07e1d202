import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { renderResources, sentBody, wrench } from './resourcesFixtures';

const dueSoon = {
  ...wrench,
  key: 'calibrated_tool:8',
  id: 8,
  label: 'TW-0043 torque wrench',
  status: 'due_soon',
  resource_status: 'in_service',
  next_due: '2026-07-10',
};
const atLaboratory = { ...wrench, status: 'overdue', resource_status: 'out_for_calibration', next_due: '2026-06-20' };
const lists = {
  calibration: [atLaboratory, dueSoon],
  service: [
    {
      key: 'truck:4',
      kind: 'truck',
      id: 4,
      label: 'Tug 1',
      station_code: 'AMS',
      next_service_date: '2026-07-05',
      status: 'due_soon',
      resource_status: 'serviceable',
    },
  ],
  insurance: [],
};

describe('the Resources due lists', () => {
  it('lists what is due with its state, and sends a tool out for calibration and back in two clicks each', async () => {
    const calls = mockFetch({
      'GET /api/resources/due': { body: lists },
      'POST /api/calibrated_tools/8/calibration/send': { body: { clashes: [{ id: 30, label: 'AMS-260702-0003 PH-BXB' }] } },
      'POST /api/calibrated_tools/7/calibration/return': { body: { id: 7 } },
    });
    await renderResources('/resources?view=due');
    const calibration = await screen.findByRole('table', { name: 'Calibration due' });
    const rows = within(calibration).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('TW-0042 torque wrench');
    expect(rows[1]).toHaveTextContent('2026-06-20');
    expect(rows[1]).toHaveTextContent('Overdue');
    expect(rows[2]).toHaveTextContent('Due soon');
    expect(within(screen.getByRole('table', { name: 'Service due' })).getByText('Tug 1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Insurance expiring' })).getByText('Nothing due within the lead time.'),
    ).toBeInTheDocument();

    // Out for calibration: the button, then confirm with the laboratory; the booking it now clashes with is named.
    await userEvent.click(within(rows[2]).getByRole('button', { name: 'Out for calibration' }));
    const send = await screen.findByRole('dialog', { name: 'Send TW-0043 torque wrench for calibration' });
    await userEvent.type(within(send).getByLabelText('Calibration laboratory'), 'Kalibra BV');
    await userEvent.click(within(send).getByRole('button', { name: 'Out for calibration' }));
    expect(
      await screen.findByText('TW-0043 torque wrench is out for calibration; it was still booked for AMS-260702-0003 PH-BXB.'),
    ).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.url.endsWith('/calibration/send')))).toEqual({ provider: 'Kalibra BV' });

    // Back from calibration: the tool at the laboratory offers it; date prefilled, certificate and result.
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Back from calibration' }));
    const back = await screen.findByRole('dialog', { name: 'TW-0042 torque wrench back from calibration' });
    await userEvent.click(within(back).getByRole('button', { name: 'Back from calibration' }));
    expect(within(back).getByLabelText(/Certificate no\./)).toHaveAccessibleDescription('Required');
    await userEvent.type(within(back).getByLabelText(/Certificate no\./), 'KAL-2026-118');
    await userEvent.click(within(back).getByRole('combobox', { name: 'Result' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Out of tolerance' }));
    await userEvent.click(within(back).getByRole('button', { name: 'Back from calibration' }));
    expect(await screen.findByText(/TW-0042 torque wrench came back out of tolerance/)).toBeInTheDocument();
    const returned = sentBody(calls.find((call) => call.url.endsWith('/calibration/return')));
    expect(returned).toMatchObject({ certificate: 'KAL-2026-118', result: 'out_of_tolerance' });
    expect(returned.calibrated_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('opens the tool from its row: calibration history and the jobs it was used on, with links', async () => {
    mockFetch({
      'GET /api/resources/due': { body: lists },
      'GET /api/resources': { body: [wrench] },
      'GET /api/calibrated_tools/7/calibrations': {
        body: [
          {
            id: 2,
            sent_at: '2026-06-30T08:00:00Z',
            provider: 'Kalibra BV',
            returned_at: null,
            calibrated_on: null,
            certificate: null,
            result: null,
            remarks: null,
          },
        ],
      },
      'GET /api/calibrated_tools/7/usage': {
        body: {
          from: '2026-01-10',
          to: '2026-07-01T10:00:00.000Z',
          usage: [
            {
              activity_id: 5,
              work_order: 'AMS-260625-0004',
              local_date: '2026-06-25',
              station_code: 'AMS',
              registration: 'PH-BXA',
              aircraft_type_code: 'B738',
              customer_name: 'KLM',
              starts_at: '2026-06-25T08:00:00Z',
              ends_at: '2026-06-25T09:00:00Z',
            },
            {
              activity_id: null,
              on_call_request_id: 9,
              request_no: 'OC-2026-0009',
              work_order: null,
              local_date: '2026-06-27',
              station_code: 'AMS',
              registration: 'PH-EXB',
              aircraft_type_code: 'E190',
              customer_name: 'KLM Cityhopper',
              starts_at: '2026-06-27T08:00:00Z',
              ends_at: '2026-06-27T12:00:00Z',
            },
          ],
        },
      },
    });
    await renderResources('/resources?view=due');
    await userEvent.click(await screen.findByRole('button', { name: 'TW-0042 torque wrench' }));
    const drawer = await screen.findByRole('heading', { name: 'TW-0042 torque wrench', level: 2 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/resources?view=due&tool=7'));
    expect(drawer).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Calibration history' });
    expect(within(history).getByText('At the laboratory')).toBeInTheDocument();
    const usage = await screen.findByRole('table', { name: 'Used on' });
    expect(within(usage).getByRole('link', { name: 'AMS-260625-0004' })).toHaveAttribute('href', '/scheduled_data/5');
    expect(within(usage).getByRole('link', { name: 'OC-2026-0009' })).toHaveAttribute('href', '/on_call/9');
    expect(within(usage).getByText('PH-EXB')).toBeInTheDocument();
    expect(screen.getByText(/since 2026-01-10\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    // At the laboratory: the drawer offers bringing it back.
    expect(screen.getByRole('button', { name: 'Back from calibration' })).toBeInTheDocument();
  });
});
