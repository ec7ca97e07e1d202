import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useLocaleState, useTranslate } from 'react-admin';
import { inRange, selectionRange, type GridCell, type GridSelection } from '../../../model/modules/manpower/gridNavigation';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';
import { formatDisplayDate } from '../../../model/dates';
import type { OvertimePeriod } from '../../../model/modules/manpower/overtime';
import { DemandFooter } from './DemandFooter';
import { OvertimeCell } from './OvertimeCell';
import { isWeekend } from './rosterPeriod';
import { RosterCell } from './RosterCell';
import { cellKey, type DemandDay, type RosterShiftType, type RosterTechnician } from './rosterTypes';

export interface RosterGridProps {
  technicians: RosterTechnician[];
  days: string[];
  /** The short date format of the column headings (the settings' format without the year). */
  dayFormat: string;
  shiftTypeOf: (key: string) => RosterShiftType | null;
  edited: ReadonlySet<string> | ReadonlyMap<string, unknown>;
  conflicts: ReadonlySet<string>;
  warningsOf: (key: string) => string[];
  demand: DemandDay[];
  /** Each technician's whole weeks and months on show against the contract (overtime.ts). */
  overtimeOf: (technicianId: number) => OvertimePeriod[];
  selection: GridSelection;
  onSelection: (next: GridSelection) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** Bumped to move the keyboard focus to the selection (a violation clicked in the list). */
  focusRequest: number;
  label: string;
}

const cellOf = (target: EventTarget): GridCell | null => {
  const element = (target as HTMLElement).closest?.<HTMLElement>('[data-row]');
  return element ? { row: Number(element.dataset.row), col: Number(element.dataset.col) } : null;
};

/**
 * The roster as an ARIA grid (hand-made MUI table): technicians down, days across,
 * sticky day headings and name column, one tab stop (roving tabindex) at the focused cell.
 * Mouse: click, Shift+click or drag a range.
 */
export function RosterGrid(props: RosterGridProps) {
  const {
    technicians,
    days,
    dayFormat,
    shiftTypeOf,
    edited,
    conflicts,
    warningsOf,
    demand,
    overtimeOf,
    selection,
    onSelection,
    onKeyDown,
    focusRequest,
    label,
  } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tableRef = useRef<HTMLTableElement>(null);
  const dragging = useRef(false);
  const range = selectionRange(selection);

  // Follow the selection with the keyboard focus once the user is in the grid (never steal it on load).
  const { row, col } = selection.focus;
  useEffect(() => {
    const table = tableRef.current;
    if (!table || (!table.contains(document.activeElement) && focusRequest === 0)) return;
    table.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)?.focus({ preventScroll: false });
  }, [row, col, focusRequest]);

  useEffect(() => {
    const stop = () => (dragging.current = false);
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  const onMouseDown = (event: MouseEvent) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    dragging.current = true;
    onSelection({ anchor: event.shiftKey ? selection.anchor : cell, focus: cell });
  };
  const onMouseOver = (event: MouseEvent) => {
    const cell = cellOf(event.target);
    if (dragging.current && cell && (cell.row !== selection.focus.row || cell.col !== selection.focus.col))
      onSelection({ anchor: selection.anchor, focus: cell });
  };

  const localeName = dayjsLocaleName(locale);
  return (
    <TableContainer sx={{ position: 'relative', maxHeight: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        ref={tableRef}
        size="small"
        stickyHeader
        role="grid"
        aria-label={label}
        aria-multiselectable
        onKeyDown={onKeyDown}
        sx={{ borderCollapse: 'separate' }}
      >
        <TableHead>
          <TableRow role="row">
            <TableCell role="columnheader" sx={{ left: 0, zIndex: 3, minWidth: 160, bgcolor: 'background.paper' }}>
              {translate('manpower.roster.technician')}
            </TableCell>
            {days.map((day) => (
              <TableCell
                key={day}
                role="columnheader"
                align="center"
                sx={{ px: 0.5, bgcolor: isWeekend(day) ? 'grey.200' : 'background.paper', lineHeight: 1.2 }}
              >
                <Typography variant="caption" component="div">
                  {/* The weekday's name, not a date: no date format setting applies to it. */}
                  {dayjs(day).locale(localeName).format('ddd')}
                </Typography>
                <Typography variant="body2" component="div" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatDisplayDate(day, dayFormat, localeName)}
                </Typography>
              </TableCell>
            ))}
            <TableCell role="columnheader" align="center" sx={{ px: 0.5, bgcolor: 'background.paper', lineHeight: 1.2 }}>
              {translate('manpower.roster.overtime.column')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody onMouseDown={onMouseDown} onMouseOver={onMouseOver}>
          {technicians.map((technician, r) => (
            <TableRow key={technician.id} role="row">
              <TableCell
                role="rowheader"
                component="th"
                scope="row"
                sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' }}
              >
                <Box component="span" sx={{ fontWeight: 500 }}>
                  {technician.name}
                </Box>
                {technician.employee_no && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {technician.employee_no}
                  </Typography>
                )}
              </TableCell>
              {days.map((day, c) => {
                const key = cellKey(technician.id, day);
                const isEdited = edited.has(key);
                const conflict = conflicts.has(key);
                return (
                  <RosterCell
                    key={day}
                    row={r}
                    col={c}
                    shiftType={shiftTypeOf(key)}
                    selected={inRange(range, { row: r, col: c })}
                    focused={selection.focus.row === r && selection.focus.col === c}
                    weekend={isWeekend(day)}
                    edited={isEdited}
                    conflict={conflict}
                    warnings={warningsOf(key)}
                    states={[
                      ...(isEdited ? [translate('manpower.roster.cell.unsaved')] : []),
                      ...(conflict ? [translate('manpower.roster.cell.conflict')] : []),
                    ]}
                  />
                );
              })}
              <OvertimeCell periods={overtimeOf(technician.id)} formatDay={(date) => formatDisplayDate(date, dayFormat, localeName)} />
            </TableRow>
          ))}
        </TableBody>
        <DemandFooter days={days} demand={demand} />
      </Table>
    </TableContainer>
  );
}
