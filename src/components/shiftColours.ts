import { getContrastRatio } from '@mui/material/styles';

/**
 * Text on a shift type's colour: white when it reaches 4.5:1 (WCAG 1.4.3), else black — any
 * colour a supervisor picks stays readable, whatever the theme's own threshold is.
 */
export function textOn(colour: string): string {
  try {
    return getContrastRatio(colour, '#fff') >= 4.5 ? '#fff' : '#000';
  } catch {
    return 'inherit';
  }
}
