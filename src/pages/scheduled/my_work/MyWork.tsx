import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { readCalendarDate } from '../../../components/useCalendarDate';
import type { ActivityRow } from '../activity/activityTypes';
import { WorkCard } from './WorkCard';

/**
 * A technician's first view of Scheduled (issue 12 §6): their jobs of the saved calendar date
 * as large cards to work from a phone on the ramp.
 */
export default function MyWork() {
  const translate = useTranslate();
  const date = readCalendarDate();
  const { data, isPending, error } = useGetList<ActivityRow>('activities', {
    filter: { mine: true, date },
    sort: { field: 'sta_at', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  return (
    <Stack component="section" aria-labelledby="my-work-title" spacing={2} sx={{ maxWidth: 720 }}>
      <Typography id="my-work-title" variant="h6" component="h2">
        {translate('scheduled.my_work.title')}
      </Typography>
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{translate('scheduled.my_work.load_failed')}</Alert>}
      {data?.length === 0 && <Alert severity="info">{translate('scheduled.my_work.empty')}</Alert>}
      {data?.map((row) => <WorkCard key={row.id} id={row.id} />)}
    </Stack>
  );
}
