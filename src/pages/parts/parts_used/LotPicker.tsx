import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StockRow } from '../partsApi';
import { formatQuantity } from '../stock/formatQuantity';

/**
 * A lot of the station's stock to fit: part number, serial or batch, quantity and certificate.
 * An expired batch stays in the list, disabled, with the reason, so nobody wonders where it went.
 */
export function LotPicker({
  lots,
  value,
  onChange,
}: {
  lots: StockRow[];
  value: StockRow | null;
  onChange: (lot: StockRow | null) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (lot: StockRow) =>
    [lot.part_number, lot.lot, formatQuantity(lot.quantity, lot.measure_code, locale)].filter(Boolean).join(' · ');
  return (
    <Autocomplete
      sx={{ flex: '1 1 260px' }}
      options={lots}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={label}
      getOptionDisabled={(lot) => lot.expiry_status === 'expired'}
      isOptionEqualToValue={(option, candidate) => option.id === candidate.id}
      renderOption={({ key, ...props }, lot) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography>{label(lot)}</Typography>
          <Typography variant="body2" color={lot.expiry_status === 'expired' ? 'error' : 'text.secondary'}>
            {lot.expiry_status === 'expired'
              ? translate('parts.used.expired_on', { date: lot.expires_on ?? '' })
              : [lot.description, lot.cert_no && `${lot.part_cert_code ?? ''} ${lot.cert_no}`.trim()].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} size="small" label={translate('parts.used.lot')} />}
    />
  );
}
