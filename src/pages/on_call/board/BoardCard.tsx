import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PriorityChip } from '../PriorityChip';
import { RequestStatusChip } from '../RequestStatusChip';
import type { BoardRequest } from '../onCallTypes';
import { ElapsedClock } from './ElapsedClock';
import { responseClock } from './responseClock';
import { useStationTime } from '../../../components/date/useStationTime';

/** One open request on the board; the whole card opens its page. */
export function BoardCard({ request, now }: { request: BoardRequest; now: Date }) {
  const translate = useTranslate();
  const time = useStationTime();
  const clock = responseClock(request, request.target_minutes, now);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={request.request_no}
      sx={{ borderLeft: 6, borderLeftColor: clock.state === 'late' ? 'error.main' : clock.state === 'near' ? 'warning.main' : 'divider' }}
    >
      <CardActionArea component={Link} to={`/on_call/${request.id}`}>
        <CardContent>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
              {request.request_no}
            </Typography>
            <PriorityChip priority={request.priority} />
            <RequestStatusChip status={request.status} />
          </Stack>
          <ElapsedClock clock={clock} />
          <Typography variant="body2" color="text.secondary">
            {[request.customer_name, request.registration, request.aircraft_type_code, request.airport_iata].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2">
            {translate('on_call.board.station')}: {request.station_code ?? '—'}
            {' · '}
            {translate('on_call.board.crew')}:{' '}
            {request.technicians.length ? request.technicians.map((member) => member.name).join(', ') : '—'}
            {' · '}
            {translate('on_call.board.eta')}: {request.eta_at ? time(request.eta_at, request.time_zone) : '—'}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
