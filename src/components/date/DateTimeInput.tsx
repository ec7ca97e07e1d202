import { useMemo, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { ValidationError, useInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { parseTypedDate } from '../../../model/dates';
import { getConfig } from '../../config';
import { dayjsLocaleFor } from './dayjsLocales';
import { PickerFrame, firstFullYear, openPickerButton, useTypedPicker } from './pickerTyping';
import { instantInZone, sameMinute, zonedLabel, dateTimeFormat } from './zonedInput';

export interface DateTimeInputProps {
  /** The field's name, already translated; the zone is added to it. */
  label: string;
  /** An ISO instant (any offset), null or empty for none; unreadable → empty. */
  value: string | null | undefined;
  /** Called with the instant as UTC ISO (`…Z`: it carries its offset), or null when emptied. */
  onChange: (instant: string | null) => void;
  /** The IANA zone the time is typed and shown in: the station's (docs/ARCHITECTURE.md, "Entering time"). */
  timeZone: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  margin?: 'dense' | 'normal' | 'none';
  onBlur?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * The app's one way to enter a moment: MUI X DateTimePicker with dayjs, in the settings' date format
 * and 24-hour HH:mm, typed and read in the station's time zone (named in the label) whatever the
 * browser's own zone, and given out as an instant with its offset. Typing is as robust as DateInput's
 * (pickerTyping.tsx): only a finished date and time goes out, and what is left unfinished is cleared
 * when the user leaves the field.
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  timeZone,
  name,
  disabled,
  required,
  error,
  helperText,
  fullWidth,
  size = 'small',
  margin,
  onBlur,
  sx,
}: DateTimeInputProps) {
  const config = getConfig();
  const format = dateTimeFormat(config.dateFormat);
  const [locale] = useLocaleState();
  const adapterLocale = dayjsLocaleFor(locale, config.weekStartsMonday);
  const parsed = useMemo(() => instantInZone(value, timeZone), [value, timeZone]);
  const { picker, field, change, clearIfUnfinished } = useTypedPicker({
    parsed,
    same: sameMinute,
    complete: (moment) => moment.year() >= firstFullYear,
    readText: (text) => parseTypedDate(text, format, adapterLocale),
    send: (moment) => onChange(moment ? moment.second(0).millisecond(0).toISOString() : null),
  });

  return (
    <PickerFrame
      adapterLocale={adapterLocale}
      fullWidth={fullWidth}
      onBlur={(event) => {
        clearIfUnfinished(event);
        onBlur?.();
      }}
    >
      <DateTimePicker
        key={`${picker.key}|${timeZone}`}
        label={zonedLabel(label, timeZone)}
        defaultValue={picker.start?.locale(adapterLocale) ?? null}
        timezone={timeZone}
        format={format}
        ampm={false}
        disabled={disabled}
        onChange={change}
        slotProps={{
          openPickerButton,
          textField: { name, size, margin, required, error, helperText, fullWidth, inputRef: field, sx: sx ?? { minWidth: 240 } },
        }}
      />
    </PickerFrame>
  );
}

/**
 * DateTimeInput bound to a react-admin form field (useInput): the form holds the UTC ISO instant.
 * `label` is a translation key.
 */
export function StationDateTimeInput({
  source,
  label,
  timeZone,
  validate,
  sx,
}: {
  source: string;
  label: string;
  timeZone: string;
  validate?: Validator | Validator[];
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const problem = fieldState.error?.message;
  return (
    <DateTimeInput
      label={translate(label)}
      name={field.name}
      value={field.value as string | null}
      timeZone={timeZone}
      onChange={field.onChange}
      onBlur={field.onBlur}
      required={isRequired}
      error={!!problem}
      helperText={problem ? <ValidationError error={problem} /> : ' '}
      fullWidth
      sx={sx}
    />
  );
}
