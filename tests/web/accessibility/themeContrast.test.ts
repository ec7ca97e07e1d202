import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio, lighten } from '@mui/material/styles';
import { theme } from '../../../src/theme';

/** WCAG 1.4.3: normal-size text needs 4.5:1 against what is behind it. */
const minimum = 4.5;
const palette = createTheme(theme).palette;
const colours = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('theme colours that carry text (axe color-contrast)', () => {
  it.each(colours)('%s: a filled chip or button reads its text', (colour) => {
    expect(getContrastRatio(palette[colour].contrastText, palette[colour].main)).toBeGreaterThanOrEqual(minimum);
  });

  it.each(colours)('%s: text and text buttons in it read on white', (colour) => {
    expect(getContrastRatio(palette[colour].main, palette.background.paper)).toBeGreaterThanOrEqual(minimum);
  });

  it('the delete buttons read on the form toolbar and on the bar of a list with rows selected', () => {
    const formToolbar = (theme.components?.RaToolbar?.styleOverrides?.root as { backgroundColor: string }).backgroundColor;
    // react-admin's BulkActionsToolbar tint, in light mode.
    const bulkActionsBar = lighten(palette.primary.light, 0.8);
    for (const background of [formToolbar, bulkActionsBar]) {
      expect(getContrastRatio(palette.error.main, background)).toBeGreaterThanOrEqual(minimum);
    }
    expect(getContrastRatio(palette.primary.main, bulkActionsBar)).toBeGreaterThanOrEqual(minimum);
  });
});
