import { useMemo, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useLocaleState } from 'react-admin';
import { getConfig } from '../../config';
import { dayjsLocaleFor } from './dayjsLocales';
import { PickerFrame, openPickerButton, useTypedPicker } from './pickerTyping';
import { timeFormat } from './zonedInput';

/** HH:MM or HH:MM:SS (as the API answers) on a fixed day: only the wall-clock time matters. */
function readTime(value: string | null | undefined): Dayjs | null {
  if (!value || !/^\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const time = dayjs(`2000-01-01T${value.slice(0, 5)}`);
  return time.isValid() ? time : null;
}

const sameTime = (a: Dayjs, b: Dayjs) => a.format(timeFormat) === b.format(timeFormat);

/**
 * A wall-clock time of day (HH:MM, 24 h) on MUI X TimePicker: a station-local time with no day,
 * such as a flight's scheduled STA or a shift's start, typed as robustly as DateInput's dates.
 */
export function TimeInput({
  label,
  value,
  onChange,
  name,
  disabled,
  required,
  error,
  helperText,
  onBlur,
}: {
  label: ReactNode;
  value: string | null | undefined;
  /** Called with HH:MM, or null when emptied. */
  onChange: (time: string | null) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
}) {
  const config = getConfig();
  const [locale] = useLocaleState();
  const adapterLocale = dayjsLocaleFor(locale, config.weekStartsMonday);
  const parsed = useMemo(() => readTime(value), [value]);
  const { picker, field, change, clearIfUnfinished } = useTypedPicker({
    parsed,
    same: sameTime,
    complete: () => true,
    readText: (text) => {
      const typed = dayjs(text.trim(), timeFormat, true);
      return typed.isValid() ? typed : null;
    },
    send: (time) => onChange(time ? time.format(timeFormat) : null),
  });
  return (
    <PickerFrame
      adapterLocale={adapterLocale}
      onBlur={(event) => {
        clearIfUnfinished(event);
        onBlur?.();
      }}
    >
      <TimePicker
        key={picker.key}
        label={label}
        defaultValue={picker.start}
        format={timeFormat}
        ampm={false}
        disabled={disabled}
        onChange={change}
        slotProps={{
          openPickerButton,
          textField: { name, size: 'small', required, error, helperText, inputRef: field, sx: { width: 200 } },
        }}
      />
    </PickerFrame>
  );
}
