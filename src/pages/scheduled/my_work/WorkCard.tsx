import { useState } from 'react';
import { Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import { isActivityDetail, type ActivityDetail } from '../activity/activityTypes';
import { ActualTimesForm } from '../activity/ActualTimesForm';
import { SignedRtsView } from '../activity/rts/SignedRtsView';
import { DefectsPanel } from '../../defects';
import { WorkCardHeader } from './WorkCardHeader';
import { WorkServices } from './WorkServices';
import { WorkStatusButtons } from './WorkStatusButtons';
import { WorkSignRts } from './WorkSignRts';

const arrivalAndDeparture = ['ata_at', 'atd_at'] as const;

/**
 * One job of the day: start it, tick its services, note the times, record defects, sign the release.
 * A job already finished (completed, signed or cancelled) shows its title lines only, so the open work stays
 * near the top of a phone screen; it opens on request, and a job finished here stays open.
 */
export function WorkCard({ id }: { id: number }) {
  const translate = useTranslate();
  const { data: record, refetch } = useGetOne<ActivityDetail>('activities', { id });
  const [expanded, setExpanded] = useState<boolean>();
  if (!isActivityDetail(record)) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const reload = () => {
    setExpanded(true);
    void refetch();
  };
  const locked = !!record.rts;
  const working = !locked && (record.status === 'in_progress' || record.status === 'completed');
  const finished = locked || record.status === 'completed' || record.status === 'cancelled';
  const open = expanded ?? !finished;
  const detailsId = `work-details-${record.id}`;
  return (
    <Card component="article" aria-labelledby={`work-${record.id}`} variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <WorkCardHeader record={record} />
          {!open && record.status === 'completed' && !locked && (
            <Typography color="warning.main">{translate('scheduled.my_work.rts_pending')}</Typography>
          )}
          {open && (
            <Stack spacing={2} id={detailsId}>
              {!locked && <WorkStatusButtons record={record} onChanged={reload} />}
              <WorkServices record={record} editable={working && record.status === 'in_progress'} onChanged={reload} />
              {working && <ActualTimesForm record={record} editable fields={arrivalAndDeparture} onChanged={reload} />}
              {(working || locked) && (
                <DefectsPanel job={{ activity_id: record.id }} editable={working} timeZone={record.station_time_zone} compact />
              )}
              {!locked && record.status === 'completed' && <WorkSignRts record={record} onChanged={reload} />}
              {record.rts && (
                <SignedRtsView activityId={record.id} workOrder={record.work_order} rts={record.rts} timeZone={record.station_time_zone} />
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={() => setExpanded(!open)} sx={{ minHeight: 48 }}>
          {translate(open ? 'scheduled.my_work.hide_details' : 'scheduled.my_work.show_details')}
        </Button>
        <Button component={Link} to={`/scheduled_data/${record.id}`} startIcon={<OpenInNewIcon />} sx={{ minHeight: 48 }}>
          {translate('scheduled.my_work.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
