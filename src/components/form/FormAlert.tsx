import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formAlertText, type FormErrors } from './formErrors';

/** The form's generic alert: server errors that belong to no field, or the default text. */
export function FormAlert({ errors, message }: { errors: FormErrors; message?: string }) {
  const translate = useTranslate();
  const text = formAlertText(errors, message);
  if (!text) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {text.startsWith('app.') ? translate(text) : text}
    </Alert>
  );
}
