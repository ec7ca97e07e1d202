import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDisplayDate } from '../../../model/dates';
import { getConfig } from '../../config';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';

/** Formats ISO days and instants in the configured date format and the UI language's month names. */
export function useDisplayDate(): (value: string | null | undefined) => string {
  const [locale] = useLocaleState();
  return useCallback((value) => formatDisplayDate(value, getConfig().dateFormat, dayjsLocaleName(locale)), [locale]);
}
