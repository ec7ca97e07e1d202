import { Alert } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate } from 'react-admin';
import { useOnline } from './useOnline';
import { useOutbox } from './useOutbox';

/**
 * Says when there is no network, and how many actions wait on this device to be sent; while they are being sent
 * once it is back, says that too. A status region: a screen reader hears it change without losing its place.
 */
export function OfflineBanner() {
  const translate = useTranslate();
  const online = useOnline();
  const waiting = useOutbox().filter((entry) => entry.state === 'waiting').length;
  const count = waiting > 0 ? ` ${translate('offline.waiting', { smart_count: waiting })}` : '';
  return (
    <div role="status">
      {!online && (
        <Alert severity="warning" icon={<CloudOffIcon />} sx={{ mb: 2 }}>
          {translate('offline.banner')}
          {count}
        </Alert>
      )}
      {online && waiting > 0 && (
        <Alert severity="info" icon={<CloudUploadIcon />} sx={{ mb: 2 }}>
          {translate('offline.sending', { smart_count: waiting })}
        </Alert>
      )}
    </div>
  );
}
