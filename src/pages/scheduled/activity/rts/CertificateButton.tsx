import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { unreadableBodyKey } from '../../../../components/form/formErrors';
import { certificateUrl } from '../activityApi';
import { downloadWithToken } from '../../../../providers/downloadWithToken';

/** The signed release certificate (PDF rendered and kept by the server), saved as `<work order>.pdf`. */
export function CertificateButton({ activityId, workOrder }: { activityId: number; workOrder: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(certificateUrl(activityId), `${workOrder}.pdf`, 'application/pdf');
    } catch (error) {
      notify((error as Error).message || unreadableBodyKey, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      onClick={download}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <DownloadIcon />}
      sx={{ minHeight: 48 }}
    >
      {translate('scheduled.activity.rts.download')}
    </Button>
  );
}
