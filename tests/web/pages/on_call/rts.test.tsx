import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../helpers';
import { catalogueProvider } from './catalogueProvider';
import { renderOnCall, requestDetail, technicianUser } from './onCallFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const completed = requestDetail({
  status: 'completed',
  version: 9,
  on_site_at: '2026-11-25T10:40:00.000Z',
  completed_at: '2026-11-25T12:10:00.000Z',
  permissions: { write: false, record: true, sign: true },
});
const catalogue = {
  expenses: [],
  materials: [],
  rts: [{ id: 3, name: 'EASA Form 1 release', text: 'Certifies that the work on PH-EXA was carried out under Part-145.' }],
};

describe('return to service of an on-call job', () => {
  it('the signing technician picks the statement and signs in Scheduled’s dialog with the password again', async () => {
    const calls = mockFetch({
      'GET /api/on_call_requests/7/catalogue': { body: catalogue },
      'POST /api/on_call_requests/7/rts': {
        body: { ...completed, rts: { signed_at: '2026-11-25T12:20:00.000Z', technician_name: 'Ana Silva', licence: 'FR.66.1234' } },
      },
    });
    const { provider } = catalogueProvider({}, completed);
    await renderOnCall('/on_call/7', { dataProvider: provider, signedIn: technicianUser() });
    const sign = await screen.findByRole('button', { name: 'Sign RTS' }, { timeout: 5000 });
    expect(sign).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Statement' }));
    await userEvent.click(await screen.findByRole('option', { name: 'EASA Form 1 release' }));
    await userEvent.click(sign);
    const dialog = await screen.findByRole('dialog', { name: 'Sign the return to service' });
    expect(within(dialog).getByText(/carried out under Part-145/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'Tarmac-demo-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign RTS' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.method === 'POST')!.body))).toEqual({ rts_id: 3, password: 'Tarmac-demo-2026' });
  }, 30_000);

  it('a signed release names who signed and offers the certificate', async () => {
    mockFetch({});
    const { provider } = catalogueProvider(
      {},
      {
        ...completed,
        status: 'closed',
        rts: { signed_at: '2026-11-25T12:20:00.000Z', technician_name: 'Ana Silva', licence: 'FR.66.1234' },
      },
    );
    await renderOnCall('/on_call/7', { dataProvider: provider, signedIn: technicianUser() });
    expect(await screen.findByText(/Signed by Ana Silva on .* \(licence FR\.66\.1234\)\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Certificate (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign RTS' })).toBeNull();
  });
});
