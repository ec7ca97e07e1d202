import { Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ElapsedClock } from '../board/ElapsedClock';
import { responseClock } from '../board/responseClock';
import { useNow } from '../board/useNow';
import { useStationTime } from '../../../components/date/useStationTime';
import { PriorityChip } from '../PriorityChip';
import { RequestStatusChip } from '../RequestStatusChip';
import type { RequestDetail } from '../onCallTypes';

/** Who, what, when (in the airport's time) and how late: the request no as said on the phone, its priority, status and clock (h:mm). */
export function RequestHeader({ record }: { record: RequestDetail }) {
  const translate = useTranslate();
  const now = useNow();
  const time = useStationTime();
  const clock = responseClock(record, record.response_target_minutes, now);
  return (
    <Paper variant="outlined" component="section" aria-label={translate('on_call.request.summary')} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}>
          {record.request_no}
        </Typography>
        <PriorityChip priority={record.priority} />
        <RequestStatusChip status={record.status} />
      </Stack>
      <Typography>
        {[
          record.customer_name,
          record.registration,
          record.aircraft_type_code,
          record.airport_iata,
          time(record.requested_at, record.time_zone),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {!['closed', 'cancelled'].includes(record.status) && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography color="text.secondary">{translate('on_call.request.elapsed')}</Typography>
          <ElapsedClock clock={clock} />
        </Stack>
      )}
    </Paper>
  );
}
