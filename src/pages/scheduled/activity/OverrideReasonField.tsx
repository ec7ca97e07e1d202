import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The written reason an override needs (kept with the assignment or allocation and audited). */
export function OverrideReasonField(props: TextFieldProps) {
  const translate = useTranslate();
  return <TextField {...props} label={translate('scheduled.activity.override_reason')} multiline minRows={2} fullWidth margin="dense" />;
}
