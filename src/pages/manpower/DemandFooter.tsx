import { TableCell, TableFooter, TableRow } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { DemandDay } from './rosterTypes';

/** Minutes as hours with at most one decimal: 450 → "7.5". */
export const hours = (minutes: number) => String(Math.round(minutes / 6) / 10);

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
          <TableCell role="rowheader" component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', color: 'text.primary', whiteSpace: 'nowrap' }}>
            {translate(`manpower.roster.demand.${key}`)}
          </TableCell>
          {days.map((date) => {
            const day = byDay.get(date);
            const minutes = day ? value(day) : null;
            const gap = key === 'balance' && minutes !== null && minutes < 0;
            return (
              <TableCell key={date} role="gridcell" align="center" sx={{ px: 0.5, color: gap ? 'error.dark' : 'text.primary', fontWeight: key === 'balance' ? 600 : 400, bgcolor: gap ? (theme) => alpha(theme.palette.error.main, 0.08) : undefined }}>
                {minutes === null ? '' : key === 'balance' && minutes > 0 ? `+${hours(minutes)}` : hours(minutes)}
              </TableCell>
            );
          })}
        </TableRow>
      ))}
    </TableFooter>
  );
}
