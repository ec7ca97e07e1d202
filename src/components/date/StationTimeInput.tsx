import { useEffect, useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { localToUtc } from '../../../model/core/localTime';
import { toStationInputValue } from './stationTime';

/** A datetime-local value read as station-local wall-clock time, as UTC ISO (empty → null). */
export function stationInputToInstant(value: string, timeZone: string): string | null {
  if (!value) return null;
  const [date, time] = value.split('T');
  return localToUtc(date, time, timeZone).toISOString();
}

/**
 * One time, one field, fast: typed in the station's time with
 * its zone in the label, "Now" for the moment it happens, saved on its own.
 */
export function StationTimeInput({
  label,
  instant,
  timeZone,
  disabled,
  error,
  onSave,
}: {
  label: string;
  instant: string | null;
  timeZone: string;
  disabled?: boolean;
  error?: string;
  onSave: (instant: string | null) => Promise<boolean>;
}) {
  const translate = useTranslate();
  const stored = toStationInputValue(instant, timeZone);
  const [value, setValue] = useState(stored);
  useEffect(() => setValue(stored), [stored]);
  const changed = value !== stored;
  return (
    <Box
      component="form"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(stationInputToInstant(value, timeZone));
      }}
    >
      <TextField
        type="datetime-local"
        label={`${label} (${timeZone})`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        disabled={disabled}
        error={!!error}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 220px' }}
      />
      <Button
        variant="outlined"
        disabled={disabled}
        onClick={() => void onSave(new Date().toISOString())}
        sx={{ minHeight: 56, minWidth: 64 }}
        aria-label={translate('scheduled.activity.times.now_for', { field: label })}
      >
        {translate('scheduled.activity.times.now')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={disabled || !changed}
        sx={{ minHeight: 56 }}
        aria-label={translate('scheduled.activity.times.save_for', { field: label })}
      >
        {translate('ra.action.save')}
      </Button>
    </Box>
  );
}
