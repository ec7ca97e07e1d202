import { useState } from 'react';
import { Button, Card, CardContent, Collapse, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatStationDateTime } from '../../components/date/stationTime';
import { MovementDetails } from './MovementDetails';
import { MovementJobLink } from './MovementJobLink';
import type { FlightMovementRow } from './movementsApi';
import { MovementTimes } from './MovementTimes';
import { OutcomeChip } from './OutcomeChip';

function MovementCard({ row }: { row: FlightMovementRow }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>
            {[row.flight_no ?? translate('movements.no_flight'), row.station, row.registration].filter(Boolean).join(' · ')}
          </Typography>
          <OutcomeChip row={row} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {formatStationDateTime(row.created_at, row.time_zone, locale)}
          {row.sender_name ? ` · ${row.sender_name}` : ''}
        </Typography>
        <Typography variant="body2">
          <MovementTimes row={row} />
        </Typography>
        <MovementJobLink row={row} />
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {translate(open ? 'movements.details.hide' : 'movements.details.show')}
        </Button>
        <Collapse in={open} unmountOnExit>
          <MovementDetails movement={row} />
        </Collapse>
      </CardContent>
    </Card>
  );
}

/** On a phone each movement is a card: flight, station, aircraft, what it said and did; it opens on its details. */
export function MovementCards() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<FlightMovementRow>();
  if (isPending) return <Skeleton variant="rounded" height={160} sx={{ m: 1 }} />;
  return (
    <Stack component="ul" aria-label={translate('movements.title')} spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {(data ?? []).map((row) => (
        <MovementCard key={row.id} row={row} />
      ))}
    </Stack>
  );
}
