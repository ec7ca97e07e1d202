import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { esES, frFR, ptBR, zhCN } from '@mui/x-date-pickers/locales';
import { useLocaleState } from 'react-admin';

/**
 * What keeps typing into the app's MUI X pickers (date, date and time, time) from losing what the
 * user typed: shared by DateInput, DateTimeInput and TimeInput so the three behave alike.
 */

/** Years below are a year still being typed (0002 → 0020 → 0202 → 2026), never a date people mean. */
export const firstFullYear = 1000;

/**
 * A letter typed into a number part is dropped. Typing "05Jan2026", the picker has chosen January at
 * "Ja" and moved on to the year, where the "n" would start a query that the next digit turns into an
 * empty date: the whole date was lost under the user's fingers.
 */
export function dropLettersInNumberParts(event: KeyboardEvent<HTMLElement>) {
  const part = event.target as HTMLElement;
  const letter = event.key.length === 1 && /\p{L}/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
  if (letter && part.getAttribute('role') === 'spinbutton' && part.getAttribute('inputmode') === 'numeric') event.preventDefault();
}

/** The button that opens the calendar or clock is a touch target of 48 × 48 px (WCAG 2.5.5, Material's minimum). */
export const openPickerButton = { sx: { minWidth: 48, minHeight: 48 } };

export interface TypedPickerOptions {
  /** The value from outside, read (null when empty or unreadable). */
  parsed: Dayjs | null;
  /** Whether two values are the same to the picker's precision (a day, a minute). */
  same: (a: Dayjs, b: Dayjs) => boolean;
  /** Whether a valid value is finished (a four-digit year): only such a value goes out while typing. */
  complete: (value: Dayjs) => boolean;
  /** Reads the field's text in the display format (strictly), null when it is not a value. */
  readText: (text: string) => Dayjs | null;
  /** Sends a finished value out, or null when the field was emptied. */
  send: (value: Dayjs | null) => void;
}

/**
 * The picker owns its parts while the user types: it is uncontrolled, started on the value, and
 * started again (remounted, `picker.key`) when a new value comes from outside. Controlled, it got
 * the echo of each change in a render of its own on a busy page and rebuilt a half-typed date (year
 * 0002, an emptied month) as empty parts, under the user's fingers.
 */
export function useTypedPicker({ parsed, same, complete, readText, send }: TypedPickerOptions) {
  const [picker, setPicker] = useState({ key: 0, start: parsed });
  const restart = (start: Dayjs | null) => setPicker(({ key }) => ({ key: key + 1, start }));
  /** What the picker holds now: a value, an invalid one while a part is half-typed, or null. */
  const draft = useRef<Dayjs | null>(parsed);
  const isSame = (a: Dayjs | null, b: Dayjs | null) => (a && b ? a.isValid() && b.isValid() && same(a, b) : a === b);

  // A new value from outside restarts the picker; the echo of what the user just typed does not.
  useEffect(() => {
    if (isSame(draft.current, parsed)) return;
    draft.current = parsed;
    restart(parsed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `same` is a comparison, not a value to follow
  }, [parsed]);

  // The picker reports null as soon as one part is emptied (the user deleting the month to type
  // another), and a value for every digit of a year being typed (0002, 0020, 0202): only a finished
  // value goes out now; emptiness is settled on leaving.
  const change = (next: Dayjs | null) => {
    draft.current = next;
    if (next?.isValid() && complete(next)) send(next);
  };

  const field = useRef<HTMLInputElement>(null);
  // Leaving the field (not moving between its parts): text that is not a finished value in the
  // display format is cleared.
  const clearIfUnfinished = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    const text = field.current?.value ?? '';
    const typed = text ? readText(text) : null;
    if (typed && complete(typed)) return; // a finished value, already sent
    if (text || draft.current) {
      draft.current = null;
      // The picker keeps half-typed parts while its value is empty: start it again, empty.
      restart(null);
    }
    if (text || parsed) send(null);
  };

  return { picker, field, change, clearIfUnfinished };
}

/**
 * The pickers' own texts (the toolbar, OK/Cancel of the phone's dialog, the empty parts' placeholders)
 * in the UI language where MUI X has them; Marathi has none yet and reads them in English.
 */
const pickerTexts = { es: esES, fr: frFR, 'pt-BR': ptBR, 'zh-CN': zhCN };
const isPickerLocale = (locale: string): locale is keyof typeof pickerTexts => locale in pickerTexts;

/** The localisation and the typing guards around one of the app's pickers. */
export function PickerFrame({
  adapterLocale,
  onBlur,
  fullWidth,
  children,
}: {
  adapterLocale: string;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      localeText={isPickerLocale(locale) ? pickerTexts[locale].components.MuiLocalizationProvider.defaultProps.localeText : undefined}
    >
      <Box
        component="span"
        onBlur={onBlur}
        onKeyDownCapture={dropLettersInNumberParts}
        sx={{ display: fullWidth ? 'flex' : 'inline-flex', flexDirection: 'column' }}
      >
        {children}
      </Box>
    </LocalizationProvider>
  );
}
