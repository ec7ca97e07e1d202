import type { CheckboxOwnerState } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * MUI 9 puts a Checkbox's own aria-label on its outer <span>, where ARIA forbids it, and leaves
 * the <input> unnamed: react-admin's row-selection checkbox is written that way. The name goes
 * to the input, the one a screen reader announces (axe rules `label`, `aria-prohibited-attr`).
 */
const checkboxNamedOnItsInput = {
  root: { 'aria-label': undefined, 'aria-labelledby': undefined },
  input: ({ 'aria-label': label, 'aria-labelledby': labelledBy }: CheckboxOwnerState) => ({
    'aria-label': label,
    'aria-labelledby': labelledBy,
  }),
};

/**
 * react-admin's default theme with the navigation bar on a light surface. Colours that carry
 * text keep a 4.5:1 contrast (WCAG 1.4.3): MUI's orange warning (3.1:1 under white text, as on
 * the calibration chips) is a darker amber, its info blue (3.9:1) a darker blue, and its red a
 * deeper one, which the delete buttons need on the form toolbar's grey (was 3.8:1) and on the
 * tinted bar of a list with rows selected (was 3.9:1).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#00838f' },
    error: { main: '#b3261e' },
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
  },
  components: {
    ...defaultTheme.components,
    MuiCheckbox: { defaultProps: { slotProps: checkboxNamedOnItsInput } },
  },
};
