import { useState } from 'react';
import { Alert, Box, Button, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import GavelIcon from '@mui/icons-material/Gavel';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { ActivityStatusChip } from './activity/ActivityStatusChip';
import { formatStationTime } from '../../components/date/stationTime';
import { MoveActivityForm } from './MoveActivityForm';
import { QuickAssignDialog } from './QuickAssignDialog';
import { flightsOf } from './timeline/TimelineBar';
import type { ActivityMove, TimelineActivity, TimelineDay } from './timelineTypes';

/** A bar's summary beside the timeline: open the activity, assign someone, or move it by keyboard. */
export function ActivityPanel({
  activity,
  day,
  canWrite,
  onClose,
  onMove,
  onChanged,
}: {
  activity: TimelineActivity;
  day: TimelineDay;
  canWrite: boolean;
  onClose: () => void;
  onMove: (activity: TimelineActivity, move: ActivityMove) => Promise<boolean>;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [assigning, setAssigning] = useState(false);
  const station = day.stations.find((entry) => entry.id === activity.station_id);
  const zone = station?.time_zone ?? 'UTC';
  const names = day.technicians
    .filter((technician) => activity.technician_ids.includes(technician.id))
    .map((technician) => technician.name);
  const line = (label: string, value: string | null | undefined) => (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value || '—'}
    </Typography>
  );
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 }, p: 2 }, 'aria-labelledby': 'panel-title' } as object }}
    >
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id="panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {activity.work_order}
          </Typography>
          <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <ActivityStatusChip status={activity.status} />
        {activity.conflict && <Alert severity="error">{translate('scheduled.panel.conflict')}</Alert>}
        {activity.rules_broken && (
          <Alert severity="warning" icon={<GavelIcon />}>
            {translate('scheduled.panel.rules_broken')}
          </Alert>
        )}
        {activity.needs_review && <Alert severity="warning">{translate('scheduled.activity.needs_review')}</Alert>}
        {line(translate('scheduled.activity.flights'), flightsOf(activity))}
        {line(translate('scheduled.activity.registration'), activity.registration)}
        {line(translate('scheduled.activity.station'), station ? `${station.code} — ${station.name}` : null)}
        {line(translate('scheduled.activity.times.sta_at'), formatStationTime(activity.sta_at, zone, locale))}
        {line(translate('scheduled.activity.times.std_at'), formatStationTime(activity.std_at, zone, locale))}
        {line(translate('scheduled.activity.technicians.title'), names.join(', '))}
        {line(
          translate('scheduled.activity.services.title'),
          translate('scheduled.panel.services_done', { done: activity.services_done, total: activity.service_count }),
        )}
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={`/scheduled_data/${activity.id}`} variant="contained">
            {translate('scheduled.panel.open')}
          </Button>
          {canWrite && (
            <Button variant="outlined" onClick={() => setAssigning(true)}>
              {translate('scheduled.panel.quick_assign')}
            </Button>
          )}
        </Stack>
        {canWrite && (
          <>
            <Divider />
            <MoveActivityForm key={activity.version} activity={activity} timeZone={zone} technicians={day.technicians} onMove={onMove} />
          </>
        )}
      </Stack>
      {assigning && (
        <QuickAssignDialog
          activity={activity}
          onClose={() => setAssigning(false)}
          onAssigned={() => {
            setAssigning(false);
            onChanged();
          }}
        />
      )}
    </Drawer>
  );
}
