import { Box, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import dayjs from 'dayjs';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDisplayDate } from '../../../model/dates';
import { utcToLocal } from '../../../model/core/localTime';
import { useActiveRegionName } from '../../components/ScreenFrame';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';
import { getConfig } from '../../config';
import { LiveStatusIndicator } from '../../live';
import { BoardClock } from './BoardClock';

/**
 * The board's title line: screen name and region, the day in words, the clock, when the board was
 * last read. In kiosk mode the nav bar is gone, so the live connection's state shows here.
 */
export function BoardHeading({
  title,
  date,
  timeZone,
  generatedAt,
  kiosk,
}: {
  title: string;
  date: string | null;
  timeZone: string | null;
  generatedAt: string | null;
  kiosk: boolean;
}) {
  const translate = useTranslate();
  const region = useActiveRegionName();
  const [locale] = useLocaleState();
  const dayjsLocale = dayjsLocaleName(locale);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate(title)}
        </Typography>
        {region && (
          <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon fontSize="small" aria-hidden /> {region}
          </Typography>
        )}
      </Box>
      {date && (
        <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {/* The weekday's name, not a date: no date format setting applies to it. */}
          {dayjs(date).locale(dayjsLocale).format('dddd')} {formatDisplayDate(date, getConfig().dateFormat, dayjsLocale)}
        </Typography>
      )}
      {timeZone && <BoardClock timeZone={timeZone} />}
      {generatedAt && timeZone && (
        <Typography color="text.secondary">
          {translate('status_view.updated', { time: utcToLocal(new Date(generatedAt), timeZone).time })}
        </Typography>
      )}
      {kiosk && <LiveStatusIndicator />}
    </Box>
  );
}
