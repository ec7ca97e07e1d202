import { DateTimeInput } from '../../../components/date/DateTimeInput';

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
    <DateTimeInput
      name={name}
      label={label}
      timeZone={timeZone}
      value={value}
      onChange={onChange}
      error={!!error}
      helperText={error}
      size="medium"
      fullWidth
    />
  );
}
