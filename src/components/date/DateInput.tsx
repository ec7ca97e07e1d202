import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Box } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useLocaleState } from 'react-admin';
import { isoDateFormat, parseDateValue, parseTypedDate, type DateLike } from '../../../model/dates';
import { getConfig } from '../../config';
import { dayjsLocaleFor } from './dayjsLocales';

/** Years below are a year still being typed (0002 → 0020 → 0202 → 2026), never a date people mean. */
const firstFullYear = 1000;
/**
 * A letter typed into a number part is dropped. Typing "05Jan2026", the picker has chosen January at
 * "Ja" and moved on to the year, where the "n" would start a query that the next digit turns into an
 * empty date: the whole date was lost under the user's fingers.
 */
function dropLettersInNumberParts(event: KeyboardEvent<HTMLElement>) {
  const part = event.target as HTMLElement;
  const letter = event.key.length === 1 && /\p{L}/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
  if (letter && part.getAttribute('role') === 'spinbutton' && part.getAttribute('inputmode') === 'numeric') event.preventDefault();
}

const sameDay = (a: Dayjs | null, b: Dayjs | null) => (a && b ? a.isValid() && b.isValid() && a.isSame(b, 'day') : a === b);

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
}

/**
 * The app's date input on MUI X DatePicker with dayjs. Typing must produce a date in the
 * display format; whatever is left that is not a complete, valid date is cleared when the
 * user leaves the field.
 */
export function DateInput({ label, value, onChange, name, format, weekStartsMonday, size = 'small' }: DateInputProps) {
  const config = getConfig();
  const displayFormat = format ?? config.dateFormat;
  const [locale] = useLocaleState();
  const adapterLocale = dayjsLocaleFor(locale, weekStartsMonday ?? config.weekStartsMonday);
  const parsed = useMemo(() => parseDateValue(value, displayFormat), [value, displayFormat]);
  // The picker owns its parts while the user types: it is uncontrolled, started on the value, and
  // started again (remounted) when a new value comes from outside. Controlled, it got the echo of
  // each change in a render of its own on a busy page and rebuilt a half-typed date (year 0002, an
  // emptied month) as empty parts, under the user's fingers.
  const [picker, setPicker] = useState({ key: 0, start: parsed });
  const restart = (start: Dayjs | null) => setPicker(({ key }) => ({ key: key + 1, start }));
  /** What the picker holds now: a date, an invalid one while a part is half-typed, or null. */
  const draft = useRef<Dayjs | null>(parsed);

  // A new value from outside restarts the picker; the echo of what the user just typed does not.
  useEffect(() => {
    if (sameDay(draft.current, parsed)) return;
    draft.current = parsed;
    restart(parsed);
  }, [parsed]);

  // The picker reports null as soon as one part of the date is emptied (the user deleting the
  // month to type another), and a date for every digit of a year being typed (0002, 0020, 0202):
  // only a complete date with its four-digit year goes out now; emptiness is settled on leaving.
  const change = (next: Dayjs | null) => {
    draft.current = next;
    if (next?.isValid() && next.year() >= firstFullYear) onChange(next.format(isoDateFormat));
  };

  const field = useRef<HTMLInputElement>(null);
  // Leaving the field (not moving between its day/month/year parts): text that is not a
  // complete date in the display format is cleared.
  const clearIfNotADate = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    const text = field.current?.value ?? '';
    const typed = text ? parseTypedDate(text, displayFormat, adapterLocale) : null;
    if (typed && typed.year() >= firstFullYear) return; // a complete date, already sent
    if (text || draft.current) {
      draft.current = null;
      // The picker keeps half-typed parts while its value is empty: start it again, empty.
      restart(null);
    }
    if (text || parsed) onChange(null);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
      <Box component="span" onBlur={clearIfNotADate} onKeyDownCapture={dropLettersInNumberParts} sx={{ display: 'inline-flex' }}>
        <DatePicker
          key={picker.key}
          label={label}
          defaultValue={picker.start?.locale(adapterLocale) ?? null}
          format={displayFormat}
          onChange={change}
          slotProps={{ textField: { name, size, inputRef: field, sx: { width: 200 } } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
