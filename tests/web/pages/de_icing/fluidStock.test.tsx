import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { FluidStockView } from '../../../../src/pages/de_icing/stock/FluidStockView';
import { belowThresholdBackground } from '../../../../src/pages/de_icing/stock/stockColours';
import { theme } from '../../../../src/theme';
import { dataProvider } from '../../../../src/providers/dataProvider';
import { mockFetch, renderInAdmin, signIn } from '../../helpers';
import { operator } from './deIcingFixtures';

const line = (station_code: string, quantity: number, below_threshold: boolean) => ({
  station_id: station_code === 'ARN' ? 3 : 4,
  station_code,
  region_id: 1,
  material_id: 7,
  part_number: 'DI-IV-200',
  description: 'Type IV',
  fluid_names: 'Polar Guard IV',
  fluid_type: 'IV',
  quantity,
  minimum_quantity: 500,
  threshold: 500,
  consumed_last_7_days: 120,
  days_left: 3,
  below_threshold,
});

describe('fluid stock below its threshold (axe color-contrast, WCAG 1.4.3 AA)', () => {
  it('tints the row with a background every text on it reads at 4.5:1, and says it in words', async () => {
    const palette = createTheme(theme);
    const background = belowThresholdBackground(palette);
    // What the row carries: its text, the part number's caption and the text buttons (primary).
    for (const text of [palette.palette.text.primary, palette.palette.text.secondary, palette.palette.primary.main])
      expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);

    mockFetch({ 'GET /api/de_icing/stock': { body: [line('ARN', 120, true), line('OSL', 900, false)] } });
    signIn(operator());
    await renderInAdmin(<FluidStockView />, { theme, dataProvider });
    const table = await screen.findByRole('table', { name: 'Fluid stock' });
    const [low, fine] = within(table).getAllByRole('row').slice(1);
    expect(within(low).getByText('Below threshold')).toBeVisible();
    expect(low).toHaveStyle({ backgroundColor: background });
    expect(within(fine).queryByText('Below threshold')).not.toBeInTheDocument();
    expect(fine).not.toHaveStyle({ backgroundColor: background });
  });
});
