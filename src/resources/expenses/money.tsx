import { TextInput, useLocaleState, useRecordContext, type TextInputProps } from 'react-admin';
import { Typography } from '@mui/material';

/** An amount in its record's currency, in the UI language's number format ("€12.50", "12,50 €"). */
export function formatMoney(amount: unknown, currency: unknown, locale: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = Number(amount);
  if (!Number.isFinite(value)) return '';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: String(currency || 'EUR') }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency ?? ''}`.trim();
  }
}

/** List cell: `source` formatted in the record's `currency`. */
export function MoneyField({ source, digits }: { source: string; digits?: number }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  const amount = record[source];
  let text = formatMoney(amount, record.currency, locale);
  if (digits !== undefined && text) {
    try {
      text = new Intl.NumberFormat(locale, {
        style: 'currency', currency: String(record.currency || 'EUR'), minimumFractionDigits: 2, maximumFractionDigits: digits,
      }).format(Number(amount));
    } catch {
      // keep the two-decimal text
    }
  }
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
}

/** ISO 4217 code, typed in capitals (the schema wants three capital letters). */
export function CurrencyCodeInput(props: Omit<TextInputProps, 'source'> & { source?: string }) {
  return (
    <TextInput
      source="currency"
      parse={(value: string) => (value ? value.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 3) : value)}
      slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
      {...props}
    />
  );
}
