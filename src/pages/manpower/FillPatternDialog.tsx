import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  fillPattern,
  parsePattern,
  patternPresetNames,
  patternPresets,
  type PatternChange,
  type PatternPreset,
} from '../../../model/modules/manpower/patterns';
import { DateInput } from '../../components/date/DateInput';
import type { RosterShiftType, RosterTechnician } from './rosterTypes';

export interface PatternDefaults {
  technicianIds: number[];
  from: string;
  to: string;
}

/** A preset in the supervisor's own codes: D → the working shift chosen, O → the day off chosen. */
const presetText = (preset: PatternPreset, work: string, off: string) =>
  patternPresets[preset].map((step) => (step === 'D' ? work : off)).join(',');

/**
 * "Fill pattern": a rotation laid over the chosen technicians and days of the
 * period on show, with a start offset (and a stagger between technicians). The changes become
 * ordinary unsaved edits: undoable, checked against the rest rules, saved with the batch.
 */
export function FillPatternDialog({
  open,
  onClose,
  onApply,
  technicians,
  shiftTypes,
  period,
  defaults,
}: {
  open: boolean;
  onClose: () => void;
  onApply: (changes: PatternChange[]) => void;
  technicians: RosterTechnician[];
  shiftTypes: RosterShiftType[];
  period: { from: string; to: string };
  defaults: PatternDefaults;
}) {
  const translate = useTranslate();
  const work = shiftTypes.find((type) => type.kind === 'work')?.code ?? '';
  const off = shiftTypes.find((type) => type.kind === 'off')?.code ?? '';
  const [preset, setPreset] = useState<PatternPreset | 'custom'>('four_on_four_off');
  const [text, setText] = useState(() => presetText('four_on_four_off', work, off));
  const [chosen, setChosen] = useState<number[]>(defaults.technicianIds);
  const [from, setFrom] = useState<string | null>(defaults.from);
  const [to, setTo] = useState<string | null>(defaults.to);
  const [offset, setOffset] = useState(0);
  const [stagger, setStagger] = useState(0);

  const verdict = useMemo(() => {
    if (!from || !to || from < period.from || to > period.to) return { ok: false as const, reason: 'outside_period' as const };
    const shiftTypeIdByCode = new Map(shiftTypes.map((type) => [type.code.toUpperCase(), type.id]));
    return fillPattern({ pattern: parsePattern(text), technicianIds: chosen, from, to, offset, stagger, shiftTypeIdByCode });
  }, [text, chosen, from, to, offset, stagger, shiftTypes, period]);

  const choosePreset = (next: PatternPreset | 'custom') => {
    setPreset(next);
    if (next !== 'custom') setText(presetText(next, work, off));
  };
  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  const error = verdict.ok
    ? null
    : translate(`manpower.roster.pattern.errors.${verdict.reason}`, 'codes' in verdict ? { codes: verdict.codes.join(', ') } : {});

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="fill-pattern-title">
      <DialogTitle id="fill-pattern-title">{translate('manpower.roster.pattern.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            size="small"
            label={translate('manpower.roster.pattern.preset')}
            value={preset}
            onChange={(event) => choosePreset(event.target.value as PatternPreset | 'custom')}
          >
            {patternPresetNames.map((name) => (
              <MenuItem key={name} value={name}>
                {translate(`manpower.roster.pattern.presets.${name}`)}
              </MenuItem>
            ))}
            <MenuItem value="custom">{translate('manpower.roster.pattern.presets.custom')}</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={translate('manpower.roster.pattern.codes')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPreset('custom');
            }}
            helperText={translate('manpower.roster.pattern.codes_help')}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Box sx={{ width: 190 }}>
              <DateInput label={translate('manpower.roster.pattern.from')} value={from} onChange={setFrom} />
            </Box>
            <Box sx={{ width: 190 }}>
              <DateInput label={translate('manpower.roster.pattern.to')} value={to} onChange={setTo} />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              size="small"
              type="number"
              label={translate('manpower.roster.pattern.offset')}
              value={offset}
              onChange={(event) => setOffset(Math.max(0, Number(event.target.value) || 0))}
              helperText={translate('manpower.roster.pattern.offset_help')}
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <TextField
              size="small"
              type="number"
              label={translate('manpower.roster.pattern.stagger')}
              value={stagger}
              onChange={(event) => setStagger(Math.max(0, Number(event.target.value) || 0))}
              helperText={translate('manpower.roster.pattern.stagger_help')}
              slotProps={{ htmlInput: { min: 0 } }}
            />
          </Box>
          <FormGroup>
            <FormLabel component="legend">{translate('manpower.roster.pattern.technicians')}</FormLabel>
            {technicians.map((technician) => (
              <FormControlLabel
                key={technician.id}
                control={<Checkbox size="small" checked={chosen.includes(technician.id)} onChange={() => toggle(technician.id)} />}
                label={technician.name}
              />
            ))}
          </FormGroup>
          {error ? (
            <Alert severity="warning">{error}</Alert>
          ) : (
            verdict.ok && (
              <Alert severity="info">{translate('manpower.roster.pattern.preview', { smart_count: verdict.changes.length })}</Alert>
            )
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!verdict.ok} onClick={() => verdict.ok && onApply(verdict.changes)}>
          {translate('manpower.roster.pattern.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
