import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExpiryStatus } from '../partsApi';

/** Why a lot needs attention, in words and colour: below the station's minimum, expiring or expired shelf life. */
export function StockChips({ belowMinimum, expiryStatus }: { belowMinimum: boolean; expiryStatus: ExpiryStatus }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {belowMinimum && <Chip size="small" color="error" label={translate('parts.stock.below_minimum')} />}
      {expiryStatus === 'expired' && <Chip size="small" color="error" variant="outlined" label={translate('parts.stock.expired')} />}
      {expiryStatus === 'expiring' && <Chip size="small" color="warning" label={translate('parts.stock.expiring')} />}
    </Stack>
  );
}
