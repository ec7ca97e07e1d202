import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Names a saved view (save or rename). `onSubmit` resolves to the server's error for the name
 * (a 422 "name taken"), shown on the field, or null when done.
 */
export function ViewNameDialog({
  title,
  initialName = '',
  onSubmit,
  onClose,
}: {
  title: string;
  initialName?: string;
  onSubmit: (name: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!name.trim()) return setError(translate('reporting.views.name_required'));
    setBusy(true);
    const refused = await onSubmit(name.trim());
    setBusy(false);
    if (refused) setError(refused);
    else onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="view-name-title">
      <DialogTitle id="view-name-title">{title}</DialogTitle>
      <DialogContent>
        <form
          id="view-name-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('reporting.views.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form="view-name-form" variant="contained" disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
