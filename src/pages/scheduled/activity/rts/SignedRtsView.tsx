import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SignedRts } from '../activityTypes';
import { formatStationDateTime } from '../../../../components/date/stationTime';
import { CertificateButton } from './CertificateButton';

/** After signing: who signed when, the certificate's SHA-256 (a later tamper shows), its PDF. */
export function SignedRtsView({
  activityId,
  workOrder,
  rts,
  timeZone,
}: {
  activityId: number;
  workOrder: string;
  rts: SignedRts;
  timeZone: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const signedAt = formatStationDateTime(rts.signed_at, timeZone, locale);
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        <AlertTitle>{translate('scheduled.activity.rts.signed_by', { name: rts.signed_by_name, at: signedAt })}</AlertTitle>
        {translate('scheduled.activity.rts.locked')}
      </Alert>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{rts.statement}</Typography>
      <Typography variant="body2">
        {translate('scheduled.activity.rts.licence', { name: rts.technician_name, licence: rts.licence })}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {translate('scheduled.activity.rts.sha256')}: {rts.sha256}
      </Typography>
      <div>
        <CertificateButton activityId={activityId} workOrder={workOrder} />
      </div>
    </Stack>
  );
}
