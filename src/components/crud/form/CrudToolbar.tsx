import { ThemeProvider, type Theme } from '@mui/material';
import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/**
 * react-admin's SaveButton shows a spinner while saving, a progress bar without a name (axe
 * aria-progressbar-name). Inside the button, named "Save", it only shows what the disabled
 * button already says: it is hidden from assistive technology.
 */
const withDecorativeSpinner = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiCircularProgress: { defaultProps: { 'aria-hidden': true } } },
});

/**
 * Save, and on an existing record Delete behind a confirmation (issue 5 §3). Pessimistic: the
 * server may refuse (a record others refer to is a 409 naming them) and the user must see it.
 */
export function CrudToolbar({ deletable = true }: { deletable?: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <ThemeProvider theme={withDecorativeSpinner}>
        <SaveButton />
      </ThemeProvider>
      {deletable && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}
