import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { licenceStatus, licenceStatusColours, licenceTypeColours } from './licence';
import { sortLicences, type LicenceType } from '../../../model/core/licences';

function StatusChip({ licences, expiry }: { licences?: readonly string[] | null; expiry?: string | null }) {
  const translate = useTranslate();
  const status = licenceStatus(licences, expiry);
  if (!status) return null;
  return <Chip size="small" color={licenceStatusColours[status]} label={translate(`resources.technicians.licence_status.${status}`)} />;
}

/** The list's licence chip: expired / expiring within 30 days / valid. */
export function LicenceStatusChip() {
  const record = useRecordContext();
  if (!record) return null;
  return <StatusChip licences={record.licences} expiry={record.licence_expiry} />;
}

/** The same chip in the form, following what is typed. */
export function LicenceStatusPreview() {
  const [licences, expiry] = useWatch({ name: ['licences', 'licence_expiry'] });
  return <StatusChip licences={licences} expiry={expiry} />;
}

/** Every licence held, one chip each, in the catalogue's order (a B1 and B2 holder shows both). */
export function LicencesField() {
  const record = useRecordContext();
  const translate = useTranslate();
  const held = sortLicences((record?.licences ?? []) as LicenceType[]);
  if (!held.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {held.map((licence) => (
        <Chip
          key={licence}
          size="small"
          color={licenceTypeColours[licence]}
          label={translate(`resources.technicians.choices.licences.${licence}`, { _: licence })}
        />
      ))}
    </Box>
  );
}
