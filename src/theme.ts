import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme with the navigation bar on a light surface. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1565c0' }, secondary: { main: '#00838f' } },
};
