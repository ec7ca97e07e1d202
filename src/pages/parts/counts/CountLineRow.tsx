import { TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CountLine } from '../partsApi';
import { formatMoney, formatQuantity } from '../stock/formatQuantity';
import { lineOutcome, type CountEntry } from './countEntries';

/** One line of the sheet: the book quantity, what was counted, the difference and its value live, and a reason where they differ. */
export function CountLineRow({
  line,
  entry,
  editable,
  onChange,
}: {
  line: CountLine;
  entry: CountEntry | undefined;
  editable: boolean;
  onChange: (entry: CountEntry) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const current = entry ?? { counted: '', reason: '' };
  const { difference, value, reasonMissing } = lineOutcome(line, entry);
  const name = `${line.part_number} ${line.lot}`.trim();
  return (
    <TableRow>
      <TableCell>
        {line.part_number}
        <Typography variant="body2" color="text.secondary">
          {line.description}
        </Typography>
      </TableCell>
      <TableCell>{line.lot}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatQuantity(line.expected_quantity, line.measure_code, locale)}
      </TableCell>
      <TableCell align="right">
        {editable ? (
          <TextField
            size="small"
            type="number"
            value={current.counted}
            onChange={(event) => onChange({ ...current, counted: event.target.value })}
            slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': translate('parts.counts.counted_of', { name }) } }}
            sx={{ width: 110 }}
          />
        ) : (
          current.counted
        )}
      </TableCell>
      <TableCell align="right" data-testid="difference" sx={{ color: difference ? 'error.main' : undefined, whiteSpace: 'nowrap' }}>
        {difference === null ? '' : formatQuantity(difference, line.measure_code, locale)}
      </TableCell>
      <TableCell align="right" data-testid="value" sx={{ whiteSpace: 'nowrap' }}>
        {value === null || !difference ? '' : formatMoney(value, line.currency, locale)}
      </TableCell>
      <TableCell>
        {editable ? (
          <TextField
            size="small"
            value={current.reason}
            onChange={(event) => onChange({ ...current, reason: event.target.value })}
            required={!!difference}
            error={reasonMissing}
            helperText={reasonMissing ? translate('parts.counts.reason_required') : undefined}
            slotProps={{ htmlInput: { 'aria-label': translate('parts.counts.reason_of', { name }) } }}
          />
        ) : (
          current.reason
        )}
      </TableCell>
    </TableRow>
  );
}
