import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { fetchMovements, type StockLine } from '../deIcingApi';
import { Pending } from '../../../components/Pending';
import { formatStationDateTime } from '../../../components/date/stationTime';

/**
 * Every movement of one fluid at one station, newest first: deliveries and each treatment's
 * consumption, each with its batch. Choosing a batch shows only it: its delivery and the aircraft
 * that were sprayed from it (docs/modules/de_icing.md, "Crew and batch").
 */
export function MovementsDialog({ line, onClose }: { line: StockLine; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [lot, setLot] = useState<string | undefined>(undefined);
  const query = useQuery({
    queryKey: ['de_icing', 'movements', line.station_id, line.material_id, lot ?? null],
    queryFn: () => fetchMovements(line.station_id, line.material_id, lot),
  });
  const movements = query.data?.rows ?? [];
  const lotText = (value: string) => value || translate('de_icing.form.no_batch_no');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="movements-title">
      <DialogTitle id="movements-title">
        {translate('de_icing.stock.movements_title', { fluid: line.fluid_names, station: line.station_code })}
      </DialogTitle>
      <DialogContent>
        {lot !== undefined && (
          <Alert
            severity="info"
            action={<Button onClick={() => setLot(undefined)}>{translate('de_icing.stock.all_batches')}</Button>}
            sx={{ mb: 1 }}
          >
            {`${translate('de_icing.stock.lot')}: ${lotText(lot)}`}
          </Alert>
        )}
        {query.isPending ? (
          <Pending />
        ) : query.error ? (
          <Alert severity="error">{translate('de_icing.load_failed')}</Alert>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('de_icing.stock.moved_at')}</TableCell>
                <TableCell>{translate('de_icing.stock.kind')}</TableCell>
                <TableCell align="right">{translate('de_icing.fields.litres')}</TableCell>
                <TableCell>{translate('de_icing.stock.lot')}</TableCell>
                <TableCell>{translate('de_icing.stock.reference')}</TableCell>
                <TableCell>{translate('de_icing.stock.aircraft')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {movements.map((movement) => (
                <TableRow key={movement.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatStationDateTime(movement.moved_at, line.time_zone, locale)}</TableCell>
                  <TableCell>{translate(`de_icing.stock.kinds.${movement.kind}`, { _: movement.kind })}</TableCell>
                  <TableCell align="right">{movement.quantity}</TableCell>
                  <TableCell>
                    {lot === undefined ? (
                      <Button size="small" onClick={() => setLot(movement.lot)} title={translate('de_icing.stock.batch_treatments')}>
                        {lotText(movement.lot)}
                      </Button>
                    ) : (
                      lotText(movement.lot)
                    )}
                  </TableCell>
                  <TableCell>
                    {movement.de_icing_treatment_id ? (
                      <Link to={`/de_icing/treatments/${movement.de_icing_treatment_id}`}>
                        {translate('de_icing.stock.treatment_no', { id: movement.de_icing_treatment_id })}
                      </Link>
                    ) : (
                      [movement.reference, movement.batch_no].filter(Boolean).join(' · ')
                    )}
                  </TableCell>
                  <TableCell>{movement.registration ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
