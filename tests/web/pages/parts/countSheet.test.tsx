import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRoute } from '../../../../model/routes';
import CountSheetPage from '../../../../src/pages/parts/counts/CountSheetPage';
import { mockFetch } from '../../helpers';
import { renderParts } from './partsFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const line = (overrides: Record<string, unknown>) => ({
  material_id: 42,
  part_number: 'MJO-254',
  description: 'Turbine oil',
  measure_code: 'L',
  lot: 'B-2207',
  expected_quantity: 12,
  counted_quantity: null,
  reason: null,
  unit_cost: 18.5,
  currency: 'EUR',
  ...overrides,
});
const sheet = {
  id: 9,
  version: 3,
  station_id: 3,
  station_code: 'CDG',
  status: 'open',
  created_at: '2026-11-25T08:00:00.000Z',
  submitted_at: null,
  confirmed_at: null,
  lines: [
    line({}),
    line({
      material_id: 41,
      part_number: 'C20274000',
      description: 'Main wheel assembly',
      measure_code: 'ea',
      lot: 'SN-1001',
      expected_quantity: 1,
      unit_cost: 4200,
    }),
  ],
};

describe('a count sheet', () => {
  it('shows each difference and its value as quantities are typed, asks a reason where they differ, then saves and submits the sheet on screen', async () => {
    const calls = mockFetch({
      'GET /api/stock_counts/9': { body: sheet },
      'PUT /api/stock_counts/9/lines': { body: { ...sheet, version: 4 } },
      'POST /api/stock_counts/9/submit': { body: { ...sheet, version: 5, status: 'submitted' } },
    });
    await renderParts(<CountSheetPage route={findRoute('parts_count_sheet')!} />, {
      path: '/parts/counts/9',
      route: '/parts/counts/:count_id',
    });
    const submit = await screen.findByRole('button', { name: 'Submit' });
    // Nothing counted yet: nothing to submit.
    expect(submit).toBeDisabled();

    const oilRow = screen.getByRole('spinbutton', { name: 'Counted quantity of MJO-254 B-2207' }).closest('tr')!;
    await userEvent.type(within(oilRow).getByRole('spinbutton'), '10.5');
    expect(within(oilRow).getByTestId('difference')).toHaveTextContent('-1.5 L');
    expect(within(oilRow).getByTestId('value')).toHaveTextContent('-€27.75');
    expect(within(oilRow).getByText('Say why the count differs.')).toBeInTheDocument();

    const wheelRow = screen.getByRole('spinbutton', { name: 'Counted quantity of C20274000 SN-1001' }).closest('tr')!;
    await userEvent.type(within(wheelRow).getByRole('spinbutton'), '1');
    expect(within(wheelRow).getByTestId('difference')).toHaveTextContent('0 ea');
    expect(within(wheelRow).queryByText('Say why the count differs.')).not.toBeInTheDocument();
    // The oil still differs without a reason.
    expect(submit).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for MJO-254 B-2207' }), 'Spilled at the pump');
    expect(screen.queryByText('Say why the count differs.')).not.toBeInTheDocument();
    await userEvent.click(submit);

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(JSON.parse(put.body as string)).toEqual({
      version: 3,
      lines: [
        { material_id: 42, lot: 'B-2207', counted_quantity: 10.5, reason: 'Spilled at the pump' },
        { material_id: 41, lot: 'SN-1001', counted_quantity: 1 },
      ],
    });
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/stock_counts/9/submit');
    expect(JSON.parse(post.body as string)).toEqual({ version: 4 });
  });
});
