import { Chip, Tooltip, Typography } from '@mui/material';
import { useFieldValue, useLocaleState, useTranslate, type FieldProps } from 'react-admin';
import { formatDisplayDate, localToday } from '../../../model/dates';
import { dueStatus } from '../../../model/dueStatus';
import { getConfig } from '../../config';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';

/**
 * A due date (next service, insurance expiry) in the display format, highlighted when it needs
 * attention: red chip when past, amber chip within 30 days, plain text otherwise.
 */
export function DueDateField(props: FieldProps) {
  const value = useFieldValue(props) as string | null | undefined;
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const text = formatDisplayDate(value, getConfig().dateFormat, dayjsLocaleName(locale));
  const status = dueStatus(value, localToday());
  if (status === 'overdue' || status === 'due_soon') {
    const hint = translate(`resources.equipment.due.${status}`);
    return (
      <Tooltip title={hint}>
        <Chip size="small" color={status === 'overdue' ? 'error' : 'warning'} label={text} aria-label={`${text} · ${hint}`} />
      </Tooltip>
    );
  }
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
}
