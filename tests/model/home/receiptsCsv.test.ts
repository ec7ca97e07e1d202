import { describe, expect, it } from 'vitest';
import { memoReceiptsCsv } from '../../../model/modules/home/receiptsCsv';

describe('a memo’s acknowledgements as CSV', () => {
  it('has one line per person, API field names as headers, ISO instants and empty cells for what is not done', async () => {
    const csv = await memoReceiptsCsv([
      {
        user_id: 4,
        name: 'Toni Technician',
        email: 'tech@tarmac.test',
        role_name: 'technician',
        in_audience: true,
        read_at: '2026-07-01T08:00:00.000Z',
        acknowledged_at: '2026-07-01T08:01:00.000Z',
      },
      {
        user_id: 3,
        name: 'Sam, Supervisor',
        email: 'supervisor@tarmac.test',
        role_name: null,
        in_audience: false,
        read_at: null,
        acknowledged_at: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'user_id,name,email,role_name,in_audience,read_at,acknowledged_at',
      '4,Toni Technician,tech@tarmac.test,technician,true,2026-07-01T08:00:00.000Z,2026-07-01T08:01:00.000Z',
      '3,"Sam, Supervisor",supervisor@tarmac.test,,false,,',
    ]);
  });

  it("writes a name a spreadsheet would evaluate with a leading ', the ids as numbers", async () => {
    const csv = await memoReceiptsCsv([
      {
        user_id: 4,
        name: '=HYPERLINK("http://127.0.0.1/x","Mehdi")',
        email: 'tech@tarmac.test',
        role_name: '@admin',
        in_audience: true,
        read_at: null,
        acknowledged_at: null,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`4,"'=HYPERLINK(""http://127.0.0.1/x"",""Mehdi"")",tech@tarmac.test,'@admin,true,,`);
  });
});
