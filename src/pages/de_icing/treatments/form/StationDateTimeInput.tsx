import { TextField } from '@mui/material';
import { ValidationError, useInput, useTranslate, type Validator } from 'react-admin';
import { stationInputToInstant } from '../../../../components/date/StationTimeInput';
import { toStationInputValue } from '../../../../components/date/stationTime';

/**
 * A form instant typed in the station's wall-clock time (its zone in the label): the value is
 * kept as UTC ISO, as the API takes it, so a planner in another zone is not misled.
 */
export function StationDateTimeInput({
  source,
  label,
  timeZone,
  validate,
}: {
  source: string;
  label: string;
  timeZone: string;
  validate?: Validator;
}) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate });
  const error = fieldState.error?.message;
  return (
    <TextField
      type="datetime-local"
      label={`${translate(label)} (${timeZone})`}
      name={field.name}
      value={toStationInputValue(field.value, timeZone)}
      onChange={(event) => field.onChange(stationInputToInstant(event.target.value, timeZone))}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ? <ValidationError error={error} /> : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      size="small"
      // A date and a time with its zone need room: two of the step's four columns.
      sx={{ gridColumn: { md: 'span 2' } }}
    />
  );
}
