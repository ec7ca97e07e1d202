import { lighten, type Theme } from '@mui/material/styles';

/**
 * The background of a fluid below its threshold: a pale tint of the theme's error red, solid so
 * its contrast is known. The row's text, its caption and its text buttons keep 4.5:1 on it
 * (WCAG 1.4.3; `error.light` under them failed axe color-contrast). The app has a light palette
 * only (src/theme.ts). The "Below threshold" chip says it in words as well.
 */
export const belowThresholdBackground = (theme: Theme): string => lighten(theme.palette.error.main, 0.92);
