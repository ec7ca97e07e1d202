import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { utcToLocal } from '../../../model/core/localTime';

/** The time now, re-read every few seconds (a wall clock showing minutes needs no more). */
function useNow(everyMs = 5_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The board's clock: the region's wall-clock time, large. */
export function BoardClock({ timeZone }: { timeZone: string }) {
  const translate = useTranslate();
  const time = utcToLocal(useNow(), timeZone).time;
  return (
    <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}>
      <Box component="span" sx={visuallyHidden}>
        {translate('status_view.clock', { zone: timeZone })}{' '}
      </Box>
      <time>{time}</time>
    </Typography>
  );
}

/**
 * A station's own local time when it is not the region's (LHR in a Paris region; AMS, in another
 * zone by name but the same clock, shows none).
 */
export function StationClock({ timeZone, regionTimeZone }: { timeZone: string; regionTimeZone: string }) {
  const translate = useTranslate();
  const now = useNow();
  const time = utcToLocal(now, timeZone).time;
  if (time === utcToLocal(now, regionTimeZone).time) return null;
  return (
    <Typography sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
      {translate('status_view.station_time', { time })}
    </Typography>
  );
}
