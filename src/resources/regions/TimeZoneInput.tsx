import { useMemo } from 'react';
import { AutocompleteInput, useRecordContext } from 'react-admin';
import { timeZoneNames } from '../../components/crud/inputs/codes';

/** An IANA time zone (Europe/Paris) chosen from the zones the browser knows. */
export function TimeZoneInput({ source, helperText }: { source: string; helperText?: string }) {
  const record = useRecordContext();
  const current = record?.[source];
  const choices = useMemo(() => timeZoneNames(current).map((id) => ({ id, name: id })), [current]);
  return <AutocompleteInput source={source} choices={choices} translateChoice={false} helperText={helperText} />;
}
