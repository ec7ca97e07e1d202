import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { licenceStatus, licenceStatusColours } from './licence';

function StatusChip({ type, expiry }: { type?: string | null; expiry?: string | null }) {
  const translate = useTranslate();
  const status = licenceStatus(type, expiry);
  if (!status) return null;
  return <Chip size="small" color={licenceStatusColours[status]} label={translate(`resources.technicians.licence_status.${status}`)} />;
}

/** The list's licence chip: expired / expiring within 30 days / valid. */
export function LicenceStatusChip() {
  const record = useRecordContext();
  if (!record) return null;
  return <StatusChip type={record.licence_type} expiry={record.licence_expiry} />;
}

/** The same chip in the form, following what is typed. */
export function LicenceStatusPreview() {
  const [type, expiry] = useWatch({ name: ['licence_type', 'licence_expiry'] });
  return <StatusChip type={type} expiry={expiry} />;
}
