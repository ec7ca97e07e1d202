import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslate } from 'react-admin';

/**
 * Alert dialog with the buttons 'ok' and 'cancel' in reverse order: cancel first,
 * ok last, where the eye ends and where the default action sits.
 */
export function AlertDialog(props: {
  severity: 'warning' | 'error';
  title: string;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const Icon = props.severity === 'warning' ? WarningAmberIcon : ErrorOutlineIcon;
  return (
    <Dialog
      open
      onClose={props.onCancel}
      role="alertdialog"
      aria-labelledby="app-alert-title"
      aria-describedby="app-alert-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="app-alert-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon color={props.severity} />
        {props.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="app-alert-text">{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{translate('app.dialog.cancel')}</Button>
        <Button onClick={props.onConfirm} variant="contained" autoFocus>
          {translate('app.dialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
