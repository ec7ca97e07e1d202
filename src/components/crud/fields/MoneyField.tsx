import { useLocaleState, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { formatMoney } from '../../../../model/money';

/** List cell: `source` formatted in the record's `currency`, with up to `digits` decimals when given. */
export function MoneyField({ source, digits }: { source: string; digits?: number }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(record[source], record.currency, locale, digits)}
    </Typography>
  );
}
