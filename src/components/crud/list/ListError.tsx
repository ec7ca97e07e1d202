import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The list could not be read: say so and offer to try again (filters stay as they were). */
export function ListError() {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          {translate('crud.list.retry')}
        </Button>
      }
    >
      {translate('crud.list.error')}
      {error?.message ? ` (${error.message})` : ''}
    </Alert>
  );
}
