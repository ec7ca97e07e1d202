import { Box, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslate } from 'react-admin';
import { textOn } from '../../components/shiftColours';
import type { RosterShiftType } from './rosterTypes';

/** Enter on a cell: the shift types to choose from, and "No shift". */
export function ShiftPicker({
  anchor,
  shiftTypes,
  onPick,
  onClose,
}: {
  anchor: HTMLElement | null;
  shiftTypes: RosterShiftType[];
  onPick: (code: string | null) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': translate('manpower.roster.picker.label') } }}
    >
      {shiftTypes.map((type) => (
        <MenuItem key={type.id} onClick={() => onPick(type.code)}>
          <ListItemIcon>
            <Box
              sx={{
                minWidth: 36,
                px: 0.5,
                borderRadius: 0.5,
                textAlign: 'center',
                fontWeight: 600,
                bgcolor: type.colour,
                color: textOn(type.colour),
              }}
            >
              {type.code}
            </Box>
          </ListItemIcon>
          <ListItemText
            primary={type.name}
            secondary={type.start_time ? `${type.start_time}–${type.end_time}` : translate(`manpower.choices.shift_kinds.${type.kind}`)}
          />
        </MenuItem>
      ))}
      <MenuItem onClick={() => onPick(null)}>
        <ListItemIcon>
          <ClearIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate('manpower.roster.picker.clear')} />
      </MenuItem>
    </Menu>
  );
}
