import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MovementRow } from '../partsApi';
import { formatQuantity } from '../stock/formatQuantity';
import { CertificateLink } from './CertificateLink';
import { JobLink } from './JobLink';
import { useMovedAt } from './useMovedAt';

/** Movements as a plain table (a stock card's, a serial's trace): when, what, where, how many, which job and certificate. */
export function MovementsTable({ rows, label }: { rows: MovementRow[]; label: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const movedAt = useMovedAt();
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('parts.fields.moved_at')}</TableCell>
            <TableCell>{translate('parts.fields.kind')}</TableCell>
            <TableCell>{translate('parts.fields.station')}</TableCell>
            <TableCell>{translate('parts.fields.lot')}</TableCell>
            <TableCell align="right">{translate('parts.fields.quantity')}</TableCell>
            <TableCell>{translate('parts.fields.job')}</TableCell>
            <TableCell>{translate('parts.fields.certificate')}</TableCell>
            <TableCell>{translate('parts.fields.by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{movedAt(row.moved_at, row.time_zone)}</TableCell>
              <TableCell>{translate(`parts.choices.kind.${row.kind}`)}</TableCell>
              <TableCell>{row.station_code}</TableCell>
              <TableCell>{row.lot}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatQuantity(row.quantity, row.measure_code, locale)}
              </TableCell>
              <TableCell>
                <JobLink row={row} />
              </TableCell>
              <TableCell>
                <CertificateLink row={row} />
              </TableCell>
              <TableCell>{row.created_by_name}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
