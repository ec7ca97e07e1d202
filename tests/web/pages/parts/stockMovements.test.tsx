import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MovementRow } from '../../../../model/modules/parts/partsRecords';
import type { StockLine } from '../../../../src/pages/de_icing/deIcingApi';
import { MovementsTable } from '../../../../src/pages/parts/movements/MovementsTable';
import { MovementsDialog } from '../../../../src/pages/de_icing/stock/MovementsDialog';
import { mockFetch, renderInAdmin, signIn } from '../../helpers';
import { operator } from '../de_icing/deIcingFixtures';
import { renderParts } from './partsFixtures';

// A stock movement reads in its station's time with the zone's label, the settings' date format and
// 24 h (docs/ARCHITECTURE.md, "Internationalisation"), not the browser's "11/28/26, 3:07 AM".
describe('stock movements: when, in the station’s time', () => {
  it('a parts movement shows its day in the settings format and HH:mm with the station zone', async () => {
    const row = {
      id: 1,
      moved_at: '2026-11-28T02:07:00.000Z',
      kind: 'receipt',
      station_code: 'MAD',
      time_zone: 'Europe/Madrid',
      lot: 'B-1',
      quantity: 4,
      measure_code: 'EA',
    } as unknown as MovementRow;
    await renderParts(<MovementsTable rows={[row]} label="Movements" />);
    const [, line] = within(await screen.findByRole('table', { name: 'Movements' })).getAllByRole('row');
    expect(within(line).getByText(/^28 Nov 2026 03:07 (CET|GMT\+1)$/)).toBeInTheDocument();
  });

  it('a de-icing fluid movement shows the de-icing station’s time and zone', async () => {
    mockFetch({
      'GET /api/de_icing/stock/movements': {
        body: {
          rows: [{ id: 9, moved_at: '2026-11-28T15:55:00.000Z', kind: 'delivery', quantity: 1000, lot: 'L1', registration: null }],
          total: 1,
        },
      },
    });
    signIn(operator());
    const line = { station_id: 3, station_code: 'ARN', time_zone: 'Europe/Stockholm', material_id: 7, fluid_names: 'Type IV' } as StockLine;
    await renderInAdmin(<MovementsDialog line={line} onClose={() => {}} />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(/^28 Nov 2026 16:55 (CET|GMT\+1)$/)).toBeInTheDocument();
  });
});
