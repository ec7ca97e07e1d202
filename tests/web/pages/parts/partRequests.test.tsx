import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartRequestBoard } from '../../../../src/pages/parts/requests/PartRequestBoard';
import { mockFetch } from '../../helpers';
import { renderParts } from './partsFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const request = (overrides: Record<string, unknown>) => ({
  id: 1,
  version: 1,
  station_id: 3,
  station_code: 'CDG',
  material_id: 43,
  part_number: 'BR-5500',
  description: 'Brake unit',
  quantity: 1,
  status: 'requested',
  on_call_request_id: 7,
  request_no: 'OC-0007',
  supplier: null,
  order_reference: null,
  needed_by: '2026-11-25T12:00:00.000Z',
  expected_at: null,
  requested_at: '2026-11-25T09:00:00.000Z',
  late: false,
  remarks: null,
  ...overrides,
});

describe('the part request board', () => {
  it('puts each request in its status column, flags the late ones red in words, and records the order with supplier and reference', async () => {
    const calls = mockFetch({
      'GET /api/part_requests': {
        body: [
          request({}),
          request({
            id: 2,
            part_number: 'C20274000',
            status: 'shipped',
            late: true,
            supplier: 'Safran',
            order_reference: 'PO-881',
            expected_at: '2026-11-25T06:00:00.000Z',
          }),
        ],
      },
      'POST /api/part_requests/1/status': { body: {} },
    });
    await renderParts(<PartRequestBoard />);
    const shipped = await screen.findByRole('region', { name: 'Shipped' });
    const late = within(shipped).getByRole('listitem', { name: 'C20274000 CDG' });
    expect(within(late).getByText('Late')).toBeInTheDocument();
    const requested = screen.getByRole('region', { name: 'Requested' });
    const onTime = within(requested).getByRole('listitem', { name: 'BR-5500 CDG' });
    expect(within(onTime).queryByText('Late')).not.toBeInTheDocument();
    expect(within(onTime).getByRole('link', { name: 'OC-0007' })).toHaveAttribute('href', '/on_call/7');

    await userEvent.click(within(onTime).getByRole('button', { name: 'Ordered' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Supplier/ }), 'Safran Landing Systems');
    await userEvent.type(screen.getByRole('textbox', { name: /Order reference/ }), 'PO-900');
    await userEvent.click(screen.getByRole('button', { name: 'Ordered' }));
    const post = await vi.waitFor(() => calls.find((call) => call.method === 'POST')!);
    expect(JSON.parse(post.body as string)).toEqual({
      version: 1,
      to: 'ordered',
      supplier: 'Safran Landing Systems',
      order_reference: 'PO-900',
    });
  });
});
