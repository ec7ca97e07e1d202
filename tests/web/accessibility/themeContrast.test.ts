import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { theme } from '../../../src/theme';

/** WCAG 1.4.3: normal-size text needs 4.5:1 against what is behind it. */
const minimum = 4.5;
const palette = createTheme(theme).palette;
const colours = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('theme colours that carry text (issue 11: axe color-contrast)', () => {
  it.each(colours)('%s: a filled chip or button reads its text', (colour) => {
    expect(getContrastRatio(palette[colour].contrastText, palette[colour].main)).toBeGreaterThanOrEqual(minimum);
  });

  it.each(colours)('%s: text and text buttons in it read on white', (colour) => {
    expect(getContrastRatio(palette[colour].main, palette.background.paper)).toBeGreaterThanOrEqual(minimum);
  });

  it('the form toolbar lets its red delete button read', () => {
    const toolbar = (theme.components?.RaToolbar?.styleOverrides?.root as { backgroundColor: string }).backgroundColor;
    expect(getContrastRatio(palette.error.main, toolbar)).toBeGreaterThanOrEqual(minimum);
  });
});
