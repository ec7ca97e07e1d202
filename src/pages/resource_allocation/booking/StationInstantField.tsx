import { TextField } from '@mui/material';
import { stationInputToInstant } from '../../../components/date/StationTimeInput';
import { toStationInputValue } from '../../../components/date/stationTime';

/** An instant typed in the station's wall-clock time, its zone in the label (as on the activity and treatment forms); kept as UTC ISO. */
export function StationInstantField({
  label,
  name,
  value,
  timeZone,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string | null;
  timeZone: string;
  error?: string;
  onChange: (instant: string | null) => void;
}) {
  return (
    <TextField
      type="datetime-local"
      id={name}
      name={name}
      label={`${label} (${timeZone})`}
      value={toStationInputValue(value, timeZone)}
      onChange={(event) => onChange(stationInputToInstant(event.target.value, timeZone))}
      error={!!error}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
