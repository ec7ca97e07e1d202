import { Button, Card, CardActions, CardContent, CircularProgress, Stack } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import { isActivityDetail, type ActivityDetail } from '../activity/activityTypes';
import { ActualTimesForm } from '../activity/ActualTimesForm';
import { RemarksForm } from '../activity/RemarksForm';
import { SignedRtsView } from '../activity/rts/SignedRtsView';
import { WorkCardHeader } from './WorkCardHeader';
import { WorkServices } from './WorkServices';
import { WorkStatusButtons } from './WorkStatusButtons';
import { WorkSignRts } from './WorkSignRts';

const arrivalAndDeparture = ['ata_at', 'atd_at'] as const;

/** One job of the day: start it, tick its services, note the times and defects, sign the release. */
export function WorkCard({ id }: { id: number }) {
  const translate = useTranslate();
  const { data: record, refetch } = useGetOne<ActivityDetail>('activities', { id });
  if (!isActivityDetail(record)) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const reload = () => void refetch();
  const locked = !!record.rts;
  const working = !locked && (record.status === 'in_progress' || record.status === 'completed');
  return (
    <Card component="article" aria-labelledby={`work-${record.id}`} variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <WorkCardHeader record={record} />
          {!locked && <WorkStatusButtons record={record} onChanged={reload} />}
          <WorkServices record={record} editable={working && record.status === 'in_progress'} onChanged={reload} />
          {working && <ActualTimesForm record={record} editable fields={arrivalAndDeparture} onChanged={reload} />}
          {working && <RemarksForm record={record} editable fields={['defects']} onChanged={reload} />}
          {!locked && record.status === 'completed' && <WorkSignRts record={record} onChanged={reload} />}
          {record.rts && <SignedRtsView activityId={record.id} workOrder={record.work_order} rts={record.rts} timeZone={record.station_time_zone} />}
        </Stack>
      </CardContent>
      <CardActions>
        <Button component={Link} to={`/scheduled_data/${record.id}`} startIcon={<OpenInNewIcon />} sx={{ minHeight: 48 }}>
          {translate('scheduled.my_work.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
