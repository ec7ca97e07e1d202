import { useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useViolationText } from './useViolationText';
import {
  copyRange,
  pasteClip,
  rangeCells,
  selectCell,
  selectionRange,
  type GridCell,
  type GridClip,
} from '../../../model/modules/manpower/gridNavigation';
import type { PatternChange } from '../../../model/modules/manpower/patterns';
import { overtimePeriods, type OvertimePeriod } from '../../../model/modules/manpower/overtime';
import { shiftInterval } from '../../../model/modules/manpower/shiftInterval';
import { EmptyState } from '../../components/ScreenFrame';
import { DemandPanel } from './DemandPanel';
import { FillPatternDialog } from './FillPatternDialog';
import { RosterGrid } from './RosterGrid';
import { shiftsByCell, staleEdits, type RosterEditAction, type RosterEdits } from './rosterEdits';
import { RulesPanel } from './RulesPanel';
import { ShiftPicker } from './ShiftPicker';
import { cellKey, type Roster, type RosterViolation } from './rosterTypes';
import { useRosterKeyboard } from './useRosterKeyboard';
import { ViolationsPanel } from './ViolationsPanel';

/** A copied rectangle of shift type ids (null: no shift), kept by the page so it pastes into another week. */
export type RosterClip = GridClip<number | null>;

/** The period's grid with its edits, the violations, the man-hour plan and the rules. */
export function RosterEditor({
  roster,
  days,
  edits,
  dispatch,
  readOnly,
  clipboard,
  onClipboard,
  patternOpen,
  onPatternClose,
  dayFormat,
  formatDay,
  formatShortDay,
  weekStartsMonday,
}: {
  roster: Roster;
  days: string[];
  edits: RosterEdits;
  dispatch: Dispatch<RosterEditAction>;
  readOnly: boolean;
  clipboard: RosterClip | null;
  onClipboard: (clip: RosterClip) => void;
  patternOpen: boolean;
  onPatternClose: () => void;
  dayFormat: string;
  formatDay: (date: string) => string;
  /** Without the year: the chart's axis. */
  formatShortDay: (date: string) => string;
  /** The company week, for the overtime of each week on show. */
  weekStartsMonday: boolean;
}) {
  const translate = useTranslate();
  const violationText = useViolationText();
  const { technicians, shift_types: shiftTypes } = roster;
  const size = { rows: technicians.length, cols: days.length };
  const [selection, setSelection] = useState(() => selectCell({ row: 0, col: 0 }));
  const [focusRequest, setFocusRequest] = useState(0);
  const [pickerAnchor, setPickerAnchor] = useState<HTMLElement | null>(null);
  const gridBox = useRef<HTMLDivElement>(null);

  const saved = useMemo(() => shiftsByCell(roster.shifts), [roster.shifts]);
  const typeById = useMemo(() => new Map(shiftTypes.map((type) => [type.id, type])), [shiftTypes]);
  const idByCode = useMemo(() => new Map(shiftTypes.map((type) => [type.code.toUpperCase(), type.id])), [shiftTypes]);
  const activeTypes = useMemo(() => shiftTypes.filter((type) => type.active), [shiftTypes]);
  const violationsByCell = useMemo(() => {
    const byCell = new Map<string, RosterViolation[]>();
    roster.violations.forEach((violation) => {
      const key = cellKey(violation.technician_id, violation.local_date);
      byCell.set(key, [...(byCell.get(key) ?? []), violation]);
    });
    return byCell;
  }, [roster.violations]);

  // Someone else saved a cell this user edited (live refetch): flag it, keep the edit.
  const latestEdits = useRef(edits.edits);
  latestEdits.current = edits.edits;
  useEffect(() => {
    const stale = staleEdits(latestEdits.current, saved, (key) => {
      const date = key.split('|')[1];
      return date >= roster.from && date <= roster.to;
    });
    if (stale.length > 0) dispatch({ type: 'conflicts', keys: stale });
  }, [saved, roster.from, roster.to, dispatch]);

  // A narrower period or fewer technicians: keep the selection inside the grid.
  const maxRow = Math.max(size.rows - 1, 0);
  const maxCol = Math.max(size.cols - 1, 0);
  useEffect(() => {
    setSelection((current) =>
      current.focus.row > maxRow || current.focus.col > maxCol
        ? selectCell({ row: Math.min(current.focus.row, maxRow), col: Math.min(current.focus.col, maxCol) })
        : current,
    );
  }, [maxRow, maxCol]);

  const keyAt = ({ row, col }: GridCell) => cellKey(technicians[row].id, days[col]);
  const valueOf = (key: string) => (edits.edits.has(key) ? edits.edits.get(key)!.shift_type_id : (saved.get(key)?.shift_type_id ?? null));
  const setCells = (cells: { cell: GridCell; value: number | null }[]) =>
    dispatch({ type: 'set', saved, cells: cells.map(({ cell, value }) => ({ key: keyAt(cell), shift_type_id: value })) });

  // Overtime of each week and month wholly on show, unsaved edits included: the model's function (overtime.ts).
  const overtime = new Map<number, OvertimePeriod[]>(
    technicians.map((technician) => {
      const worked = days.flatMap((day) => {
        const type = typeById.get(valueOf(cellKey(technician.id, day)) ?? -1);
        const interval = type ? shiftInterval(type, day, roster.station.time_zone) : null;
        return interval ? [{ local_date: day, ...interval }] : [];
      });
      const periods = overtimePeriods(worked, technician.contract_weekly_hours, {
        from: days[0],
        to: days[days.length - 1],
        weekStartsMonday,
      });
      return [technician.id, periods];
    }),
  );

  const range = selectionRange(selection);
  const onKeyDown = useRosterKeyboard({
    size,
    selection,
    onSelection: setSelection,
    codes: activeTypes.map((type) => type.code),
    readOnly,
    onCode: (code) =>
      setCells(rangeCells(range).map((cell) => ({ cell, value: code === null ? null : (idByCode.get(code.toUpperCase()) ?? null) }))),
    onCopy: () => {
      const clip = copyRange(range, (cell) => valueOf(keyAt(cell)));
      onClipboard(clip);
      // Also as text for a spreadsheet (best effort: the page may not have clipboard permission).
      void navigator.clipboard
        ?.writeText(clip.map((row) => row.map((id) => (id === null ? '' : (typeById.get(id)?.code ?? ''))).join('\t')).join('\n'))
        .catch(() => undefined);
    },
    onPaste: () => clipboard && setCells(pasteClip(clipboard, range, size)),
    onUndo: () => dispatch({ type: 'undo' }),
    onOpenPicker: () =>
      setPickerAnchor(
        gridBox.current?.querySelector<HTMLElement>(`[data-row="${selection.focus.row}"][data-col="${selection.focus.col}"]`) ?? null,
      ),
  });

  const applyPattern = (changes: PatternChange[]) => {
    dispatch({
      type: 'set',
      saved,
      cells: changes.map((change) => ({ key: cellKey(change.technician_id, change.local_date), shift_type_id: change.shift_type_id })),
    });
    onPatternClose();
  };
  const focusViolation = (violation: RosterViolation) => {
    const row = technicians.findIndex((technician) => technician.id === violation.technician_id);
    const col = days.indexOf(violation.local_date);
    if (row < 0 || col < 0) return;
    setSelection(selectCell({ row, col }));
    setFocusRequest((count) => count + 1);
  };

  if (technicians.length === 0) return <EmptyState text="manpower.roster.empty" />;
  const selectedTechnicians = technicians.slice(range.top, range.bottom + 1).map((technician) => technician.id);
  // A range of days selected is the period to fill; a single day means the whole period on show.
  const patternDays =
    range.left === range.right ? { from: days[0], to: days[days.length - 1] } : { from: days[range.left], to: days[range.right] };
  return (
    <>
      <Box ref={gridBox}>
        <RosterGrid
          technicians={technicians}
          days={days}
          dayFormat={dayFormat}
          shiftTypeOf={(key) => typeById.get(valueOf(key) ?? -1) ?? null}
          edited={edits.edits}
          conflicts={edits.conflicts}
          warningsOf={(key) => violationsByCell.get(key)?.map((violation) => violationText(violation)) ?? []}
          demand={roster.demand}
          overtimeOf={(id) => overtime.get(id) ?? []}
          selection={selection}
          onSelection={setSelection}
          onKeyDown={onKeyDown}
          focusRequest={focusRequest}
          label={translate('manpower.roster.grid', { station: roster.station.code })}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr 1fr' }, alignItems: 'start' }}>
        <ViolationsPanel violations={roster.violations} technicians={technicians} formatDay={formatDay} onFocusCell={focusViolation} />
        <DemandPanel demand={roster.demand} formatDay={formatShortDay} plan={roster.man_hour_plan} signals={roster.man_hour_signals} />
        <RulesPanel rules={roster.rules} />
      </Box>
      {!readOnly && (
        <ShiftPicker
          anchor={pickerAnchor}
          shiftTypes={activeTypes}
          onPick={(code) => {
            setPickerAnchor(null);
            setCells(rangeCells(range).map((cell) => ({ cell, value: code === null ? null : (idByCode.get(code.toUpperCase()) ?? null) })));
            setFocusRequest((count) => count + 1);
          }}
          onClose={() => setPickerAnchor(null)}
        />
      )}
      {patternOpen && !readOnly && (
        <FillPatternDialog
          open
          onClose={onPatternClose}
          onApply={applyPattern}
          technicians={technicians}
          shiftTypes={activeTypes}
          period={{ from: days[0], to: days[days.length - 1] }}
          defaults={{ technicianIds: selectedTechnicians, ...patternDays }}
        />
      )}
    </>
  );
}
