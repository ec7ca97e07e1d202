import { useLocaleState } from 'react-admin';

/** An instant as the reader's wall-clock day and time, in their language (the desk reads its own clock). */
export function useStationTime() {
  const [locale] = useLocaleState();
  return (iso: string) =>
    new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
