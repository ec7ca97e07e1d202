import { TextInput, type TextInputProps } from 'react-admin';

/** Station-local wall-clock time (HH:MM); the API answers HH:MM:SS, shown without seconds. */
export function LocalTimeInput(props: TextInputProps) {
  return (
    <TextInput
      type="time"
      format={(value: string | null) => (value ? value.slice(0, 5) : '')}
      slotProps={{ inputLabel: { shrink: true } }}
      {...props}
    />
  );
}
