import { useState } from 'react';
import { Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import { isActivityDetail, type ActivityDetail } from '../activity/activityTypes';
import { ActualTimesForm } from '../activity/ActualTimesForm';
import { SignedRtsView } from '../activity/rts/SignedRtsView';
import { DefectsPanel, usePrefetchDefects } from '../../defects';
import { useOutbox } from '../../../components/offline';
import { jobRecord } from './offline/workChange';
import { withPendingWork } from './offline/pendingWork';
import { WorkCardHeader } from './WorkCardHeader';
import { WorkServices } from './WorkServices';
import { WorkStatusButtons } from './WorkStatusButtons';
import { WorkSignRts } from './WorkSignRts';

const arrivalAndDeparture = ['ata_at', 'atd_at'] as const;

/**
 * One job of the day: start it, tick its services, note the times, record defects, sign the release.
 * A job already finished (completed, signed or cancelled) shows its title lines only, so the open work stays
 * near the top of a phone screen; it opens on request, and a job finished here stays open. What the technician did
 * with no network shows on the card at once and is sent later (docs/modules/scheduled.md, "My work offline").
 */
export function WorkCard({ id }: { id: number }) {
  const translate = useTranslate();
  const { data: stored, refetch } = useGetOne<ActivityDetail>('activities', { id });
  const [expanded, setExpanded] = useState<boolean>();
  const outbox = useOutbox(jobRecord(id));
  usePrefetchDefects({ activity_id: id });
  if (!isActivityDetail(stored)) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const record = withPendingWork(stored, outbox);
  const unsent = outbox.filter((entry) => entry.state !== 'sent').length;
  const waiting = outbox.filter((entry) => entry.state === 'waiting').length;
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
          {waiting > 0 && <Typography color="warning.main">{translate('offline.job_waiting', { smart_count: waiting })}</Typography>}
          {!open && record.status === 'completed' && !locked && (
            <Typography color="warning.main">{translate('scheduled.my_work.rts_pending')}</Typography>
          )}
          {open && (
            <Stack spacing={2} id={detailsId}>
              {!locked && <WorkStatusButtons record={record} onChanged={reload} />}
              <WorkServices record={record} editable={working && record.status === 'in_progress'} onChanged={reload} />
              {working && <ActualTimesForm record={record} editable fields={arrivalAndDeparture} onChanged={reload} offline />}
              {(working || locked) && (
                <DefectsPanel job={{ activity_id: record.id }} editable={working} timeZone={record.station_time_zone} compact offline />
              )}
              {!locked && record.status === 'completed' && <WorkSignRts record={record} unsent={unsent} onChanged={reload} />}
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
