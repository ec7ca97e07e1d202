import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { catalogueProvider } from './catalogueProvider';
import { renderOnCall, requestDetail, technicianUser } from './onCallFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const catalogue = {
  expenses: [
    { id: 1, code: 'KM', name: 'Mileage', unit: 'km', default_rate: 0.1, currency: 'EUR', receipt_required: false },
    { id: 2, code: 'HOTEL', name: 'Hotel night', unit: 'night', default_rate: 85, currency: 'EUR', receipt_required: true },
  ],
  materials: [],
  rts: [],
};
const onSite = requestDetail({
  status: 'on_site',
  station_id: 11,
  station_code: 'AMS',
  on_site_at: '2026-11-25T10:40:00.000Z',
  permissions: { write: false, record: true, sign: false },
});

async function chooseExpense(name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: /^Expense/ }, { timeout: 5000 }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('recording an expense on the job', () => {
  it('shows the amount as quantity × rate while typing, exact to the cent', async () => {
    mockFetch({ 'GET /api/on_call_requests/7/catalogue': { body: catalogue } });
    const { provider } = catalogueProvider({}, onSite);
    await renderOnCall('/on_call/7', { dataProvider: provider, signedIn: technicianUser() });
    await chooseExpense('Mileage');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(screen.getByTestId('expense-amount')).toHaveTextContent('Amount: €0.30');
    await userEvent.type(quantity, '7');
    expect(screen.getByTestId('expense-amount')).toHaveTextContent('Amount: €3.70');
  });

  it('refuses a type that needs a receipt without one, then sends the receipt with the expense', async () => {
    const calls = mockFetch({
      'GET /api/on_call_requests/7/catalogue': { body: catalogue },
      'POST /api/on_call_requests/7/expenses': { status: 201, body: {} },
    });
    const { provider } = catalogueProvider({}, onSite);
    const { container } = await renderOnCall('/on_call/7', { dataProvider: provider, signedIn: technicianUser() });
    await chooseExpense('Hotel night');
    expect(screen.getByTestId('expense-amount')).toHaveTextContent('Amount: €85.00');
    expect(screen.getByText('Receipt (required)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('This expense needs its receipt (PDF, PNG or JPEG).')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const receipt = new File(['%PDF-1.4 hotel'], 'hotel.pdf', { type: 'application/pdf' });
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, receipt);
    expect(screen.getByText('hotel.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const form = calls.find((call) => call.method === 'POST')!.body as FormData;
    expect(form.get('expense_id')).toBe('2');
    expect(form.get('quantity')).toBe('1');
    expect((form.get('receipt') as File).name).toBe('hotel.pdf');
  });
});
