import { Box, Chip, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useWatch } from 'react-hook-form';
import { useLocaleState, useTranslate } from 'react-admin';
import { calibrationStatus } from '../../../model/resources/calibrated_tools';
import { formatDisplayDate, isoDateFormat, localToday } from '../../../model/dates';
import { getConfig } from '../../config';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';
import { calibrationColours } from '../../components/crud';

/** next_due is computed (last calibrated + interval): shown as the user types, with its status. */
export function NextDuePreview() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [last, interval] = useWatch({ name: ['last_calibrated', 'calibration_interval_days'] });
  const nextDue = last && Number(interval) > 0 ? dayjs(last).add(Number(interval), 'day').format(isoDateFormat) : null;
  const status = calibrationStatus(nextDue, localToday());
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }} aria-live="polite">
      <Typography variant="body2" color="text.secondary">
        {translate('resources.calibrated_tools.fields.next_due')}:
      </Typography>
      <Typography variant="body2">{nextDue ? formatDisplayDate(nextDue, getConfig().dateFormat, dayjsLocaleName(locale)) : '—'}</Typography>
      <Chip size="small" color={calibrationColours[status]} label={translate(`crud.calibration.${status}`)} />
    </Box>
  );
}
