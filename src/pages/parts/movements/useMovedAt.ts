import { useLocaleState } from 'react-admin';

/** A movement's instant in the reader's locale and clock (movements span stations and days). */
export function useMovedAt() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (instant: string) => format.format(new Date(instant));
}
