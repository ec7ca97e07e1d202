import { useMemo, type ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useLocaleState } from 'react-admin';
import { isoDateFormat, parseDateValue, parseTypedDate, type DateLike } from '../../../model/dates';
import { getConfig } from '../../config';
import { dayjsLocaleFor } from './dayjsLocales';
import { PickerFrame, firstFullYear, openPickerButton, useTypedPicker } from './pickerTyping';

const sameDay = (a: Dayjs, b: Dayjs) => a.isSame(b, 'day');

export interface DateInputProps {
  label: string;
  /** A Date, a string (display format or ISO) or a number (epoch ms); unreadable → empty. */
  value: DateLike;
  /** Called with the ISO date (YYYY-MM-DD), or null when emptied. */
  onChange: (isoDate: string | null) => void;
  name?: string;
  /** Display format; the configured one (default DD MMM YYYY) when absent. */
  format?: string;
  weekStartsMonday?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Fills its line (in a dialog) instead of the compact width of a filter bar. */
  fullWidth?: boolean;
  margin?: 'dense' | 'normal' | 'none';
}

/**
 * The app's date input on MUI X DatePicker with dayjs. Typing must produce a date in the
 * display format; whatever is left that is not a complete, valid date is cleared when the
 * user leaves the field.
 */
export function DateInput({
  label,
  value,
  onChange,
  name,
  format,
  weekStartsMonday,
  size = 'small',
  disabled,
  required,
  error,
  helperText,
  fullWidth,
  margin,
}: DateInputProps) {
  const config = getConfig();
  const displayFormat = format ?? config.dateFormat;
  const [locale] = useLocaleState();
  const adapterLocale = dayjsLocaleFor(locale, weekStartsMonday ?? config.weekStartsMonday);
  const parsed = useMemo(() => parseDateValue(value, displayFormat), [value, displayFormat]);
  const { picker, field, change, clearIfUnfinished } = useTypedPicker({
    parsed,
    same: sameDay,
    complete: (date) => date.year() >= firstFullYear,
    readText: (text) => parseTypedDate(text, displayFormat, adapterLocale),
    send: (date) => onChange(date ? date.format(isoDateFormat) : null),
  });

  return (
    <PickerFrame adapterLocale={adapterLocale} onBlur={clearIfUnfinished} fullWidth={fullWidth}>
      <DatePicker
        key={picker.key}
        label={label}
        defaultValue={picker.start?.locale(adapterLocale) ?? null}
        format={displayFormat}
        disabled={disabled}
        onChange={change}
        slotProps={{
          openPickerButton,
          textField: {
            name,
            size,
            required,
            error,
            helperText,
            margin,
            fullWidth,
            inputRef: field,
            sx: fullWidth ? undefined : { width: 200 },
          },
        }}
      />
    </PickerFrame>
  );
}
