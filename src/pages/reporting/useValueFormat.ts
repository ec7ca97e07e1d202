import { useLocaleState } from 'react-admin';
import { getConfig } from '../../config';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';
import type { ValueFormat } from './formatReportValue';

/** How the user reads numbers and dates: their language and the configured date format. */
export function useValueFormat(): ValueFormat {
  const [locale] = useLocaleState();
  return { locale, dateFormat: getConfig().dateFormat, dayjsLocale: dayjsLocaleName(locale) };
}
