import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PriorityChip } from '../PriorityChip';
import { RequestStatusChip } from '../RequestStatusChip';
import type { RequestRow } from '../onCallTypes';
import { useStationTime } from '../../../components/date/useStationTime';

/** On a phone each request is a card that opens its page. */
export function RequestCards() {
  const translate = useTranslate();
  const time = useStationTime();
  const { data, isPending } = useListContext<RequestRow>();
  if (isPending) return <Skeleton variant="rounded" height={160} sx={{ m: 1 }} />;
  return (
    <Stack component="ul" aria-label={translate('on_call.list.label')} spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {(data ?? []).map((record) => (
        <Card component="li" key={record.id} variant="outlined">
          <CardActionArea component={Link} to={`/on_call/${record.id}`}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600, flex: 1 }}>{record.request_no}</Typography>
                <PriorityChip priority={record.priority} />
                <RequestStatusChip status={record.status} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[time(record.requested_at, record.time_zone), record.customer_name, record.registration, record.station_code]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
