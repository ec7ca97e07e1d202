import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/**
 * Save, and on an existing record Delete behind a confirmation (issue 5 §3). Pessimistic: the
 * server may refuse (a record others refer to is a 409 naming them) and the user must see it.
 */
export function CrudToolbar({ deletable = true }: { deletable?: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}
