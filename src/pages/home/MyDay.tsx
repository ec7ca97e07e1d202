import { memo } from 'react';
import { Alert, Box, Button, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ActivityRow, ActivityStatus } from '../../../model/modules/scheduled';
import { routePath } from '../../../model/routes';
import { formatStationTime } from '../../components/date/stationTime';
import { statusStyle } from '../scheduled';
import { HomeSection } from './HomeSection';

/** A My work row (GET /api/home `my_day`), of which the page shows a few fields. */
export type MyDayJob = ActivityRow;

/** Work still to do first (running, waiting), then the finished; in time order within each. */
const order: Record<ActivityStatus, number> = { in_progress: 0, assigned: 1, planned: 2, completed: 3, cancelled: 4 };

function JobCard({ job }: { job: MyDayJob }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = (instant: string | null) => formatStationTime(instant, job.station_time_zone, locale);
  const { Icon } = statusStyle[job.status];
  const flights = [job.inbound_flight_no, job.outbound_flight_no].filter(Boolean).join(' / ');
  return (
    <Card variant="outlined" component="article" aria-label={job.work_order}>
      <CardActionArea component={Link} to={routePath('scheduled_data', { activity_id: job.id })} sx={{ p: 1.5, minHeight: 48 }}>
        <Typography variant="body2" color="text.secondary">
          {[job.station_code, [time(job.sta_at), time(job.std_at)].filter(Boolean).join(' – ')].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {job.work_order}
        </Typography>
        <Typography variant="body2">{[flights, job.registration, job.aircraft_type_code].filter(Boolean).join(' · ')}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <Icon fontSize="small" aria-hidden />
          <Typography variant="body2">{translate(`scheduled.choices.activity_status.${job.status}`)}</Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/**
 * A technician's own jobs of the day, first on their What's up (a technician sees their own day first, docs/modules/home.md).
 * Memoised: the page renders again to add the sections below it (HomePage), and the same jobs need no second pass.
 */
export const MyDay = memo(function MyDay({ jobs }: { jobs: MyDayJob[] }) {
  const translate = useTranslate();
  const sorted = [...jobs].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <HomeSection
      id="my-day"
      title={translate('home.sections.my_day')}
      action={
        <Button component={Link} to={routePath('scheduled')}>
          {translate('home.my_day.open_my_work')}
        </Button>
      }
    >
      {sorted.length === 0 ? (
        <Alert severity="info">{translate('home.my_day.empty')}</Alert>
      ) : (
        <Stack spacing={1}>
          {sorted.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Stack>
      )}
    </HomeSection>
  );
});
