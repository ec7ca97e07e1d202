import { Box, Button, IconButton, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import RepeatIcon from '@mui/icons-material/Repeat';
import { useTranslate } from 'react-admin';
import { rosterSpans, type RosterSpan } from './rosterPeriod';

export interface StationChoice {
  id: number;
  code: string;
  name: string;
}

/** Station, week or month and which one; then, for those who may edit, Fill pattern, Undo and Save (n). */
export function RosterToolbar({
  stations,
  stationId,
  onStation,
  span,
  onSpan,
  periodLabel,
  onStep,
  onToday,
  editing,
}: {
  stations: StationChoice[];
  stationId: number | null;
  onStation: (id: number) => void;
  span: RosterSpan;
  onSpan: (span: RosterSpan) => void;
  periodLabel: string;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  editing: null | { unsaved: number; canUndo: boolean; saving: boolean; onUndo: () => void; onSave: () => void; onPattern: () => void };
}) {
  const translate = useTranslate();
  return (
    <Box
      role="toolbar"
      aria-label={translate('manpower.roster.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <TextField
        select
        size="small"
        sx={{ minWidth: 220, flex: '0 1 340px' }}
        label={translate('manpower.roster.station')}
        value={stationId ?? ''}
        onChange={(event) => onStation(Number(event.target.value))}
      >
        {stations.map((station) => (
          <MenuItem key={station.id} value={station.id}>{`${station.code} · ${station.name}`}</MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={span}
        onChange={(_, next) => next && onSpan(next)}
        aria-label={translate('manpower.roster.span')}
      >
        {rosterSpans.map((value) => (
          <ToggleButton key={value} value={value}>
            {translate(`manpower.roster.spans.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Tooltip title={translate(`manpower.roster.previous.${span}`)}>
        <IconButton onClick={() => onStep(-1)} aria-label={translate(`manpower.roster.previous.${span}`)}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Typography component="p" aria-live="polite" sx={{ minWidth: 200, textAlign: 'center', fontWeight: 500 }}>
        {periodLabel}
      </Typography>
      <Tooltip title={translate(`manpower.roster.next.${span}`)}>
        <IconButton onClick={() => onStep(1)} aria-label={translate(`manpower.roster.next.${span}`)}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Button onClick={onToday}>{translate('manpower.roster.today')}</Button>
      {editing && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { md: 'auto' } }}>
          <Button variant="outlined" startIcon={<RepeatIcon />} onClick={editing.onPattern}>
            {translate('manpower.roster.pattern.open')}
          </Button>
          <Button startIcon={<UndoIcon />} disabled={!editing.canUndo} onClick={editing.onUndo}>
            {translate('manpower.roster.undo')}
          </Button>
          <Button variant="contained" startIcon={<SaveIcon />} disabled={editing.unsaved === 0 || editing.saving} onClick={editing.onSave}>
            {translate('manpower.roster.save', { count: editing.unsaved })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
