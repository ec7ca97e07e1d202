import { memo } from 'react';
import { Box, TableCell, Tooltip } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { visuallyHidden } from '@mui/utils';
import { textOn } from '../../components/shiftColours';
import type { RosterShiftType } from './rosterTypes';

export interface RosterCellView {
  row: number;
  col: number;
  shiftType: RosterShiftType | null;
  selected: boolean;
  focused: boolean;
  weekend: boolean;
  edited: boolean;
  conflict: boolean;
  /** The violations' texts, already translated. */
  warnings: string[];
  /** Unsaved / conflict, already translated, read after the code. */
  states: string[];
}

/**
 * One technician's day: the shift code on its colour, a warning mark when a rest rule is broken
 * (the reasons as tooltip and as the cell's accessible description), unsaved edits dashed,
 * conflicts with someone else's save outlined in red.
 */
export const RosterCell = memo(function RosterCell({
  row,
  col,
  shiftType,
  selected,
  focused,
  weekend,
  edited,
  conflict,
  warnings,
  states,
}: RosterCellView) {
  const descriptionId = `roster-cell-${row}-${col}-description`;
  const described = warnings.length > 0 || states.length > 0;
  const cell = (
    <TableCell
      role="gridcell"
      data-row={row}
      data-col={col}
      tabIndex={focused ? 0 : -1}
      aria-selected={selected}
      aria-describedby={described ? descriptionId : undefined}
      sx={{
        // Holds its visually hidden description: unpositioned, it would escape the grid's scroll box and widen the page.
        position: 'relative',
        p: 0.25,
        minWidth: 44,
        textAlign: 'center',
        cursor: 'cell',
        userSelect: 'none',
        bgcolor: selected ? 'action.selected' : weekend ? 'action.hover' : undefined,
        outline: conflict ? '2px solid' : undefined,
        outlineColor: conflict ? 'error.main' : undefined,
        outlineOffset: -2,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          minHeight: 28,
          borderRadius: 0.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 600,
          fontSize: 13,
          bgcolor: shiftType?.colour,
          color: shiftType ? textOn(shiftType.colour) : 'text.secondary',
          border: edited ? '2px dashed' : '2px solid transparent',
          borderColor: edited ? 'secondary.main' : 'transparent',
        }}
      >
        {shiftType?.code ?? ''}
        {warnings.length > 0 && (
          <WarningAmberIcon
            aria-hidden
            sx={{
              position: 'absolute',
              top: -6,
              right: -6,
              fontSize: 16,
              color: 'warning.dark',
              bgcolor: 'background.paper',
              borderRadius: '50%',
            }}
          />
        )}
      </Box>
      {described && (
        <Box component="span" id={descriptionId} sx={visuallyHidden}>
          {[...states, ...warnings].join('. ')}
        </Box>
      )}
    </TableCell>
  );
  return warnings.length > 0 ? (
    <Tooltip title={warnings.join(' · ')} describeChild disableInteractive>
      {cell}
    </Tooltip>
  ) : (
    cell
  );
});
