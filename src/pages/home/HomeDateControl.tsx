import { lazy, Suspense, useState } from 'react';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { isoDateFormat } from '../../../model/dates';
import { useDisplayDate } from './useDisplayDate';

// The date picker is a large chunk a technician on the ramp rarely needs: it loads when asked for.
const DateInput = lazy(() => import('../../components/date/DateInput').then((module) => ({ default: module.DateInput })));

const shiftDay = (date: string, days: number) => dayjs(date).add(days, 'day').format(isoDateFormat);

/** The day on show: previous / next / today at once, the full date picker on request. */
export function HomeDateControl({ date, onDate }: { date: string; onDate: (date: string | null) => void }) {
  const translate = useTranslate();
  const day = useDisplayDate();
  const [picking, setPicking] = useState(false);
  const label = translate('app.home.calendar_date');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }} role="group" aria-label={label}>
      <Tooltip title={translate('home.date.previous_day')}>
        <IconButton onClick={() => onDate(shiftDay(date, -1))} aria-label={translate('home.date.previous_day')}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ width: 170 }}>
        {picking ? (
          // The fallback is the button it replaces (no text field here: that would pull the inputs chunk into the first load).
          <Suspense
            fallback={
              <Button variant="outlined" fullWidth disabled startIcon={<EventIcon />} sx={{ minHeight: 40 }}>
                {day(date)}
              </Button>
            }
          >
            <DateInput label={label} name="calendar_date" value={date} onChange={onDate} />
          </Suspense>
        ) : (
          <Button
            variant="outlined"
            fullWidth
            startIcon={<EventIcon />}
            onClick={() => setPicking(true)}
            aria-label={`${label}: ${day(date)}. ${translate('home.date.change')}`}
            sx={{ minHeight: 40 }}
          >
            {day(date)}
          </Button>
        )}
      </Box>
      <Tooltip title={translate('home.date.next_day')}>
        <IconButton onClick={() => onDate(shiftDay(date, 1))} aria-label={translate('home.date.next_day')}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Button onClick={() => onDate(dayjs().format(isoDateFormat))}>{translate('home.date.today')}</Button>
    </Box>
  );
}
