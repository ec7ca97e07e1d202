import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Marks a record whose `active` flag is off; an active record needs no mark. */
export function InactiveChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (record?.active !== false) return null;
  return <Chip size="small" variant="outlined" label={translate('crud.list.inactive')} />;
}
