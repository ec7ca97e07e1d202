import { useEffect, useState } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateTimeInput } from './DateTimeInput';
import { sameInstant } from './zonedInput';

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
  const [value, setValue] = useState(instant);
  useEffect(() => setValue(instant), [instant]);
  const changed = !sameInstant(value, instant);
  return (
    <Box
      component="form"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(value);
      }}
    >
      {/* The field takes the row's room from 220 px up; its box is the row's flex item (the picker's own frame is a
          column, where a flex basis would set its height). */}
      <Box sx={{ flex: '1 1 220px' }}>
        <DateTimeInput
          label={label}
          timeZone={timeZone}
          value={value}
          onChange={setValue}
          disabled={disabled}
          error={!!error}
          helperText={error}
          fullWidth
        />
      </Box>
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
