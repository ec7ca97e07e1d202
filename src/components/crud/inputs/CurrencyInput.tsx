import { useMemo } from 'react';
import { AutocompleteInput, useLocaleState, useRecordContext } from 'react-admin';
import { currencyCodes, currencyLabel } from './codes';

/** An ISO 4217 currency chosen by code or name (names in the user's language). */
export function CurrencyInput({ source, helperText }: { source: string; helperText?: string }) {
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const current = record?.[source];
  const choices = useMemo(() => currencyCodes(current).map((id) => ({ id, name: currencyLabel(id, locale) })), [current, locale]);
  return <AutocompleteInput source={source} choices={choices} translateChoice={false} helperText={helperText} />;
}
