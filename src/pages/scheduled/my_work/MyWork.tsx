import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useGetList, useTranslate } from 'react-admin';
import { activityChange } from '../../../../model/modules/scheduled/liveChanges';
import { readCalendarDate } from '../../../components/useCalendarDate';
import { useLiveRefetch } from '../../../live';
import type { ActivityRow } from '../activity/activityTypes';
import { activityQueryKeys } from '../liveActivityKeys';
import { WorkCard } from './WorkCard';
import { WorkProblems } from './offline/WorkProblems';

/** Work still to do first (running, then waiting), finished jobs last; each group in time order. */
const statusOrder: Record<string, number> = { in_progress: 0, assigned: 1, planned: 2, completed: 3, cancelled: 4 };
const byWorkToDo = (a: ActivityRow, b: ActivityRow) => (statusOrder[a.status] ?? 5) - (statusOrder[b.status] ?? 5);

/**
 * A technician's first view of Scheduled (docs/modules/scheduled.md): their jobs of the saved calendar date
 * as large cards to work from a phone on the ramp, the work still to do first. A change of that
 * day (a job assigned or re-timed by a planner) shows without a reload (live events, any of
 * the technician's regions).
 */
export default function MyWork() {
  const translate = useTranslate();
  const date = readCalendarDate();
  useLiveRefetch('activities', (event) => (activityChange(event)?.local_date === date ? activityQueryKeys(event) : null));
  const { data, isPending, error } = useGetList<ActivityRow>('activities', {
    filter: { mine: true, date },
    sort: { field: 'sta_at', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  return (
    <Stack component="section" aria-labelledby="my-work-title" spacing={2} sx={{ maxWidth: 720 }}>
      {/* The tab above already says "My work": the heading is there for screen readers' outline only. */}
      <Typography id="my-work-title" component="h2" sx={visuallyHidden}>
        {translate('scheduled.my_work.title')}
      </Typography>
      <WorkProblems />
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{translate('scheduled.my_work.load_failed')}</Alert>}
      {data?.length === 0 && <Alert severity="info">{translate('scheduled.my_work.empty')}</Alert>}
      {data && [...data].sort(byWorkToDo).map((row) => <WorkCard key={row.id} id={row.id} />)}
    </Stack>
  );
}
