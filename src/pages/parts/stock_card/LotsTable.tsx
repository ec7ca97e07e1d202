import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useLocaleState, useTranslate } from 'react-admin';
import { CertificateLink } from '../movements/CertificateLink';
import type { LotAction } from '../dialogs/LotMovementDialog';
import type { StockRow } from '../partsApi';
import { usePartsPermissions } from '../usePartsPermissions';
import { formatQuantity } from '../stock/formatQuantity';
import { StockChips } from '../stock/StockChips';

/** A part's lots in stock: where, serial or batch, how many, expiry and release certificate; a tracked lot can be traced. */
export function LotsTable({
  lots,
  onTrace,
  onAction,
}: {
  lots: StockRow[];
  onTrace: (lot: string) => void;
  onAction: (lot: StockRow, action: LotAction) => void;
}) {
  const { write, confirmCount } = usePartsPermissions();
  const actions: LotAction[] = [...(write ? (['issue', 'scrap'] as const) : []), ...(confirmCount ? (['adjustment'] as const) : [])];
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
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {translate('parts.fields.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lots.map((lot) => (
            <TableRow key={lot.id}>
              <TableCell>{lot.station_code}</TableCell>
              <TableCell>{lot.lot}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatQuantity(lot.quantity, lot.measure_code, locale)}
              </TableCell>
              <TableCell>
                {lot.expires_on}
                <StockChips belowMinimum={false} expiryStatus={lot.expiry_status} />
              </TableCell>
              <TableCell>
                <CertificateLink row={lot} />
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5}>
                  {lot.lot && (
                    <Button size="small" onClick={() => onTrace(lot.lot)}>
                      {translate('parts.card.trace')}
                    </Button>
                  )}
                  {actions.map((action) => (
                    <Button key={action} size="small" onClick={() => onAction(lot, action)}>
                      {translate(`parts.lot_actions.${action}`)}
                    </Button>
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
