import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';
import { formatDisplayDate } from '../../../../model/dates';
import { getConfig } from '../../../config';
import { dayjsLocaleName } from '../../date/dayjsLocales';

/** A date shown in the configured display format (window.config.dateFormat, default DD MMM YYYY). */
export function DisplayDateField(props: FieldProps) {
  const value = useFieldValue(props);
  const [locale] = useLocaleState();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDisplayDate(value, getConfig().dateFormat, dayjsLocaleName(locale)) || props.emptyText || ''}
    </Typography>
  );
}
