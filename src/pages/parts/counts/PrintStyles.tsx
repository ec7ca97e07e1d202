import { GlobalStyles } from '@mui/material';

/** The sheet printed for the storeroom walk: the app's bars, menus and buttons left off the paper. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, .MuiDrawer-root, .MuiAppBar-root, .no-print': { display: 'none !important' },
          body: { background: '#fff' },
        },
      }}
    />
  );
}
