import { useSyncExternalStore } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useLogout, useTranslate } from 'react-admin';
import { closeDialog, getDialog, subscribeDialog } from './dialogStore';
import { AlertDialog } from './AlertDialog';

/** Shows the error catalogue's dialog of the moment; one at a time. */
export function ErrorDialogHost() {
  const dialog = useSyncExternalStore(subscribeDialog, getDialog, getDialog);
  const translate = useTranslate();
  const logout = useLogout();
  if (!dialog) return null;

  if (dialog.kind === 'serverErrorHtml') {
    return (
      <Dialog open fullScreen onClose={closeDialog} aria-labelledby="server-error-title">
        <DialogTitle id="server-error-title" sx={{ display: 'flex', alignItems: 'center' }}>
          <span style={{ flex: 1 }}>{translate('app.errors.generic_title')}</span>
          <IconButton aria-label={translate('app.dialog.close')} onClick={closeDialog}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ p: 0 }}>
          {/* Sandboxed: the server's HTML is shown, never run. */}
          <iframe
            title={translate('app.errors.generic_title')}
            srcDoc={dialog.html}
            sandbox=""
            style={{ border: 0, width: '100%', height: '100%' }}
          />
        </DialogContent>
      </Dialog>
    );
  }

  if (dialog.kind === 'serverError') {
    return (
      <AlertDialog
        severity="error"
        title={translate('app.errors.generic_title')}
        text={translate('app.errors.generic_text')}
        onConfirm={closeDialog}
        onCancel={closeDialog}
      />
    );
  }

  // 401 / 429 while signed in: confirm signs out and goes to /login.
  const signOut = () => {
    closeDialog();
    void logout();
  };
  return (
    <AlertDialog
      severity="warning"
      title={translate(dialog.kind === 'tokenExpired' ? 'app.errors.token_expired_title' : 'app.errors.too_many_attempts_title')}
      text={translate(dialog.kind === 'tokenExpired' ? 'app.errors.token_expired_text' : 'app.errors.too_many_attempts_text')}
      onConfirm={signOut}
      onCancel={closeDialog}
    />
  );
}
