import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DoneIcon from '@mui/icons-material/Done';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { canUserAccess } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { formatStationDateTime } from '../../components/date/stationTime';
import { resolveMovement, type FlightMovementRow } from './movementsApi';
import { ReplanButton } from './ReplanButton';
import { isOpen } from './movementTimes';

/**
 * The activity create form prefilled from an unmatched or diverted movement: its station, the day and
 * aircraft, and the flight as inbound (an arrival) or outbound (a departure).
 */
export function createJobLink(row: FlightMovementRow): string {
  const arrival = row.eta_at !== null || row.ata_at !== null;
  const values: Record<string, string | number | null> = {
    station_id: row.station_id,
    local_date: row.flight_date,
    registration: row.registration,
    [arrival ? 'inbound_flight_no' : 'outbound_flight_no']: row.flight_no,
  };
  const query = new URLSearchParams(Object.entries(values).flatMap(([key, value]) => (value === null ? [] : [[key, String(value)]])));
  return `/scheduled_data?${query}`;
}

/** Why a movement was refused, or its message: every reason translated, with its line. */
function Reasons({ row }: { row: FlightMovementRow }) {
  const translate = useTranslate();
  const reasons = [
    ...(row.refusal ? [translate(row.refusal, { _: row.refusal })] : []),
    ...(row.message_errors ?? []).map((error) => translate(error.key, { line: error.line, _: error.key })),
  ];
  if (!reasons.length) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate('movements.details.reasons')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </Box>
    </Box>
  );
}

/** A time the movement carried but left alone on the job, and why (docs/modules/movements.md, "Order and repeats"). */
function Skipped({ row }: { row: FlightMovementRow }) {
  const translate = useTranslate();
  if (!row.skipped.length) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate('movements.details.skipped')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {row.skipped.map(({ field, reason }) => (
          <li key={field}>
            {translate(`movements.times.${field}`, { _: field })}: {translate(`movements.skipped.${reason}`, { _: reason })}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * One movement opened: the message as received, every reason it was refused, the times it left alone,
 * and for an open unmatched or diverted one, Mark resolved and Create job.
 */
export function MovementDetails({ movement }: { movement?: FlightMovementRow }) {
  const record = useRecordContext<FlightMovementRow>();
  const row = movement ?? record;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const canWrite = canUserAccess(useCurrentUser(), 'scheduled_write');
  const [resolving, setResolving] = useState(false);
  if (!row) return null;
  const resolve = () => {
    setResolving(true);
    resolveMovement(row.id).then(
      () => {
        notify('movements.details.resolved_done', { type: 'success' });
        refresh();
      },
      () => setResolving(false),
    );
  };
  return (
    <Stack spacing={1.5} sx={{ py: 1 }} aria-label={translate('movements.details.title', { id: row.id })} role="region">
      {row.diverted_from && (
        <Typography>{translate('movements.details.diverted_from', { station: row.diverted_from, to: row.station ?? '' })}</Typography>
      )}
      <Reasons row={row} />
      <Skipped row={row} />
      <Box>
        <Typography variant="subtitle2" component="h3">
          {translate('movements.details.message', {
            format: translate(`movements.format.${row.message_format}`),
            at: formatStationDateTime(row.created_at, row.time_zone, locale),
          })}
        </Typography>
        <Box
          component="pre"
          sx={{
            fontFamily: 'monospace',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            m: 0,
            p: 1,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {row.message_body}
        </Box>
      </Box>
      {row.outcome === 'applied' && row.activity_id !== null && canWrite && <ReplanButton movement={row} />}
      {isOpen(row) && canWrite && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" size="small" startIcon={<DoneIcon />} onClick={resolve} disabled={resolving}>
            {translate('movements.details.resolve')}
          </Button>
          <Button component={RouterLink} to={createJobLink(row)} size="small" variant="outlined" startIcon={<AddIcon />}>
            {translate('movements.details.create_job')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
