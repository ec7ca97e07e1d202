import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { CertificateLink } from '../movements/CertificateLink';
import type { StockRow } from '../partsApi';
import { formatQuantity } from '../stock/formatQuantity';
import { StockChips } from '../stock/StockChips';

/** A part's lots in stock: where, serial or batch, how many, expiry and release certificate; a tracked lot can be traced. */
export function LotsTable({ lots, onTrace }: { lots: StockRow[]; onTrace: (lot: string) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = translate('parts.card.lots');
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('parts.fields.station')}</TableCell>
            <TableCell>{translate('parts.fields.lot')}</TableCell>
            <TableCell align="right">{translate('parts.fields.quantity')}</TableCell>
            <TableCell>{translate('parts.fields.expires_on')}</TableCell>
            <TableCell>{translate('parts.fields.certificate')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {lots.map((lot) => (
            <TableRow key={lot.id}>
              <TableCell>{lot.station_code}</TableCell>
              <TableCell>{lot.lot}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatQuantity(lot.quantity, lot.measure_code, locale)}</TableCell>
              <TableCell>
                {lot.expires_on}
                <StockChips belowMinimum={false} expiryStatus={lot.expiry_status} />
              </TableCell>
              <TableCell>
                <CertificateLink row={lot} />
              </TableCell>
              <TableCell>
                {lot.lot && (
                  <Button size="small" onClick={() => onTrace(lot.lot)}>
                    {translate('parts.card.trace')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
