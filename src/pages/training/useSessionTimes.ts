import { useLocaleState } from 'react-admin';

/** A session's start and end in the reader's language and clock ("2 Dec 2026, 08:00 – 16:00"). */
export function useSessionTimes() {
  const [locale] = useLocaleState();
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return (record: { starts_at?: string; ends_at?: string }) => {
    if (!record.starts_at || !record.ends_at) return '';
    const [start, end] = [new Date(record.starts_at), new Date(record.ends_at)];
    const sameDay = start.toDateString() === end.toDateString();
    return `${day.format(start)} – ${sameDay ? time.format(end) : day.format(end)}`;
  };
}
