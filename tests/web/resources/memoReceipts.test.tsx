import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import type { MemoReceipts } from '../../../model/modules/home/homeDay';
import { MemoReceiptsPanel } from '../../../src/resources/memos/MemoReceiptsPanel';
import { mockFetch, renderInAdmin, signIn } from '../helpers';

const report: MemoReceipts = {
  memo_id: 21,
  acknowledgement_required: true,
  region_id: 10,
  audience: 2,
  read: 1,
  acknowledged: 1,
  people: [
    {
      user_id: 3,
      name: 'Sam Supervisor',
      email: 'supervisor@tarmac.test',
      role_name: 'supervisor',
      in_audience: true,
      read_at: null,
      acknowledged_at: null,
    },
    {
      user_id: 4,
      name: 'Toni Technician',
      email: 'tech@tarmac.test',
      role_name: 'technician',
      in_audience: true,
      read_at: '2026-07-01T08:00:00Z',
      acknowledged_at: '2026-07-01T08:01:00Z',
    },
    {
      user_id: 9,
      name: 'Olga Moved',
      email: 'olga@tarmac.test',
      role_name: 'technician',
      in_audience: false,
      read_at: '2026-06-30T08:00:00Z',
      acknowledged_at: null,
    },
  ],
};

describe('the memo’s receipts on its Settings page', () => {
  it('lists who acknowledged, who only read and who has not, read-only, with a CSV export', async () => {
    signIn();
    const calls = mockFetch({ 'GET /api/memos/21/receipts': { body: report } });
    await renderInAdmin(
      <RecordContextProvider value={{ id: 21, title: 'Winter holdover tables' }}>
        <MemoReceiptsPanel />
      </RecordContextProvider>,
    );
    const panel = await screen.findByRole('region', { name: 'Read and acknowledged' });
    expect(await within(panel).findByText('Acknowledged by 1 of 2; read by 1.')).toBeInTheDocument();
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent?.trim())).toEqual([
      'Not read yet',
      'Acknowledged',
      'Read, not acknowledged',
    ]);
    expect(within(rows[2]).getByText(/no longer in the region/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/memos/21/receipts']);
  });
});
