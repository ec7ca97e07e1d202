import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { unreadableBodyKey } from './form/formErrors';
import { downloadWithToken } from '../providers/downloadWithToken';

/** A file the API serves only with the bearer token (a receipt, the RTS certificate), saved under `fileName`. */
export function DownloadButton({ url, fileName, accept, label }: { url: string; fileName: string; accept: string; label: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(url, fileName, accept);
    } catch (error) {
      notify((error as Error).message || unreadableBodyKey, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      onClick={download}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}
    >
      {translate(label)}
    </Button>
  );
}
