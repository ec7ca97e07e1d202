import { Box, TableCell, TableFooter, TableRow, Tooltip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { DemandBand, DemandDay } from './rosterTypes';

/** Minutes as hours with at most one decimal: 450 → "7.5". */
export const hours = (minutes: number) => String(Math.round(minutes / 6) / 10);

const hour = (value: number) => `${String(value % 24).padStart(2, '0')}:00`;

/** The hour bands of a day short of staff: where in the day the gap is. */
const shortBands = (day: DemandDay | undefined): DemandBand[] =>
  day?.bands.filter((band) => band.rostered_minutes < band.needed_minutes) ?? [];

/**
 * The man-hour plan under the grid (Part-145 145.A.30(d)): per day the hours that planned work,
 * on-call cover and de-icing need, the hours rostered, and the gap (red) or surplus.
 */
export function DemandFooter({ days, demand }: { days: string[]; demand: DemandDay[] }) {
  const translate = useTranslate();
  const byDay = new Map(demand.map((day) => [day.local_date, day]));
  const rows: { key: string; value: (day: DemandDay) => number }[] = [
    { key: 'needed', value: (day) => day.needed_minutes },
    { key: 'rostered', value: (day) => day.rostered_minutes },
    { key: 'balance', value: (day) => day.rostered_minutes - day.needed_minutes },
  ];
  return (
    <TableFooter>
      {rows.map(({ key, value }) => (
        <TableRow key={key} role="row">
          <TableCell
            role="rowheader"
            component="th"
            scope="row"
            sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', color: 'text.primary', whiteSpace: 'nowrap' }}
          >
            {translate(`manpower.roster.demand.${key}`)}
          </TableCell>
          {days.map((date) => {
            const day = byDay.get(date);
            const minutes = day ? value(day) : null;
            const gap = key === 'balance' && minutes !== null && minutes < 0;
            const bands = key === 'balance' ? shortBands(day) : [];
            const bandText = bands
              .map((band) =>
                translate('manpower.roster.demand.band_gap', {
                  from: hour(band.from_hour),
                  to: hour(band.to_hour),
                  hours: hours(band.needed_minutes - band.rostered_minutes),
                }),
              )
              .join('; ');
            const text = minutes === null ? '' : key === 'balance' && minutes > 0 ? `+${hours(minutes)}` : hours(minutes);
            return (
              <TableCell
                key={date}
                role="gridcell"
                align="center"
                sx={{
                  position: 'relative',
                  px: 0.5,
                  color: gap ? 'error.dark' : 'text.primary',
                  fontWeight: key === 'balance' ? 600 : 400,
                  bgcolor: gap ? (theme) => alpha(theme.palette.error.main, 0.08) : undefined,
                }}
              >
                {bands.length > 0 ? (
                  <Tooltip title={bandText} describeChild>
                    <Box component="span" sx={{ textDecoration: 'underline dotted' }}>
                      {text}
                      <Box component="span" sx={visuallyHidden}>{` (${bandText})`}</Box>
                    </Box>
                  </Tooltip>
                ) : (
                  text
                )}
              </TableCell>
            );
          })}
        </TableRow>
      ))}
    </TableFooter>
  );
}
