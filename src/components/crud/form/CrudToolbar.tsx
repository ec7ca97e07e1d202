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

/** react-admin's SaveButton with its saving spinner hidden from assistive technology (see above). */
export function CrudSaveButton({ disabled }: { disabled?: boolean }) {
  return (
    <ThemeProvider theme={withDecorativeSpinner}>
      <SaveButton disabled={disabled} />
    </ThemeProvider>
  );
}

/**
 * Save, and on an existing record Delete behind a confirmation. Pessimistic: the
 * server may refuse (a record others refer to is a 409 naming them) and the user must see it.
 */
export function CrudToolbar({ deletable = true }: { deletable?: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <CrudSaveButton />
      {deletable && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}
