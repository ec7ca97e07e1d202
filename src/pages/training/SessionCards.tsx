import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { SessionStatusChip } from './SessionStatusChip';
import { useSessionTimes } from './useSessionTimes';

/** On a phone each session is a card that opens its page. */
export function SessionCards() {
  const translate = useTranslate();
  const times = useSessionTimes();
  const { data, isPending } = useListContext<RaRecord & { starts_at: string; ends_at: string }>();
  if (isPending) return <Skeleton variant="rounded" height={160} sx={{ m: 1 }} />;
  return (
    <Stack component="ul" aria-label={translate('training.sessions.label')} spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {(data ?? []).map((record) => (
        <Card component="li" key={record.id} variant="outlined">
          <CardActionArea component={Link} to={`/training_activity/${record.id}`}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{record.course_code}</Typography>
                <SessionStatusChip status={record.status} />
              </Stack>
              <Typography variant="body2">{record.course_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {times(record)} · {record.station_code ?? record.location ?? ''} ·{' '}
                {translate('training.sessions.seats', { taken: record.attendee_count, capacity: record.capacity })}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
