import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartsUsedPanel } from '../../../../src/pages/parts/parts_used/PartsUsedPanel';
import { mockFetch } from '../../helpers';
import { renderParts, stockRow } from './partsFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const fitted = {
  issue_ids: [68, 70],
  material_id: 43,
  part_number: 'BR-5500',
  description: 'Brake unit',
  measure_code: 'ea',
  lot: 'SN-77',
  quantity: 1,
  part_cert_code: '8130-3',
  cert_no: 'FAA-99812',
  certificate_id: 6,
};
const wheelLot = stockRow();
const expiredOil = stockRow({
  id: 2,
  material_id: 42,
  part_number: 'MJO-254',
  description: 'Turbine oil',
  category: 'fluid',
  tracking: 'batch',
  measure_code: 'L',
  lot: 'B-1901',
  serialised: false,
  quantity: 8,
  expires_on: '2026-10-31',
  expiry_status: 'expired',
  part_cert_id: null,
  part_cert_code: null,
  cert_no: null,
  certificate_id: null,
});

describe('parts used on a job', () => {
  it('lists the parts fitted with their certificates, offers the station lots with expired ones disabled and why, and issues a serial as one unit', async () => {
    const calls = mockFetch({
      'GET /api/activities/15/parts': { body: [fitted] },
      'GET /api/activities/15/parts/available': { body: [wheelLot, expiredOil] },
      'POST /api/activities/15/parts': { status: 201, body: {} },
    });
    await renderParts(<PartsUsedPanel job={{ activity_id: 15 }} stationId={3} editable />);
    const list = await screen.findByRole('list', { name: 'Parts used' });
    expect(await within(list).findByText('1 ea × BR-5500 — Brake unit')).toBeInTheDocument();
    expect(within(list).getByText('SN-77 · 8130-3 FAA-99812')).toBeInTheDocument();
    // The station's lots are asked of the job (a technician on it needs no Parts tab), never of the Parts tab's list.
    expect(calls.some((call) => call.url === '/api/activities/15/parts/available')).toBe(true);
    expect(calls.some((call) => call.url.startsWith('/api/stock'))).toBe(false);

    await userEvent.click(screen.getByRole('combobox', { name: 'From station stock' }));
    const expired = await screen.findByRole('option', { name: /MJO-254/ });
    expect(expired).toHaveAttribute('aria-disabled', 'true');
    expect(within(expired).getByText('Expired on 2026-10-31: cannot be issued')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /C20274000/ }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity to issue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(post.body as string)).toEqual({ station_id: 3, material_id: 41, lot: 'SN-1001', quantity: 1 });
  });

  it('returns a fitted part to stock, and shows the server refusal when it cannot', async () => {
    const calls = mockFetch({
      'GET /api/on_call_requests/7/parts': { body: [fitted] },
      'GET /api/on_call_requests/7/parts/available': { body: [] },
      'DELETE /api/on_call_requests/7/parts/70': { status: 422, body: { message: 'The job is closed or cancelled.' } },
    });
    await renderParts(<PartsUsedPanel job={{ on_call_request_id: 7 }} stationId={3} editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Return BR-5500 to stock' }));
    expect(await screen.findByText('The job is closed or cancelled.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/on_call_requests/7/parts/70']);
  });
});
