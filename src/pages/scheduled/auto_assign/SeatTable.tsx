import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SeatOfDay } from './autoAssignApi';
import { flightOf, timesOf } from './seatText';

/**
 * A table of seats of the day (proposed or left open): work order, flight, time and role, then the
 * columns the caller adds (the technician and the goals met, or why the seat stays open).
 */
export function SeatTable<S extends SeatOfDay>({
  label,
  seats,
  columns,
}: {
  label: string;
  seats: S[];
  columns: { title: string; cell: (seat: S) => ReactNode }[];
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    // A region of its own that takes the focus, so a keyboard can scroll a long day's table.
    <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('scheduled.auto_assign.columns.work_order')}</TableCell>
            <TableCell>{translate('scheduled.auto_assign.columns.flight')}</TableCell>
            <TableCell>{translate('scheduled.auto_assign.columns.time')}</TableCell>
            <TableCell>{translate('scheduled.auto_assign.columns.role')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.title}>{column.title}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {seats.map((seat, n) => (
            <TableRow key={`${seat.activity_id}-${n}`}>
              <TableCell>{seat.work_order}</TableCell>
              <TableCell>{flightOf(seat)}</TableCell>
              <TableCell>{timesOf(seat, locale)}</TableCell>
              <TableCell>{translate(`scheduled.choices.assignment_role.${seat.role}`)}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.title}>{column.cell(seat)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
