import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { readCalendarDate, useCalendarDate } from '../../components/useCalendarDate';
import { canUserAccess } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { ActivityFigures } from './ActivityFigures';
import { AlertsPanel } from './AlertsPanel';
import { HomeDateControl } from './HomeDateControl';
import { HomeSkeleton } from './HomeSkeleton';
import { MemosPanel } from './MemosPanel';
import { MyDay } from './MyDay';
import { NotificationsPanel } from './NotificationsPanel';
import { OperationsFigures } from './OperationsFigures';
import { useHomeDay } from './useHomeDay';

/**
 * Whether the sections below a technician's own day may render: on a phone that day fills the screen, and the
 * rest renders a pass later (a transition, in slices) once it is on screen. Each commit, and the browser's layout
 * after it, then stays short, instead of one long task for all of it (bench/first-load, TBT). Once shown they
 * stay: another day or a refresh renders all at once.
 */
function useBelowTheFold(firstShown: boolean): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    if (firstShown && !below) startTransition(() => setBelow(true));
  }, [firstShown, below]);
  return below;
}

/**
 * What's up (docs/modules/home.md): the saved calendar date in the active region at a glance — a
 * technician's own jobs first, then the day's figures (each a link to exactly its records), the
 * alerts, the memos to read or acknowledge and the unread notifications. Kept current live.
 * The nav bar's What's up clears the saved date and reloads, so it opens on today.
 */
export default function HomePage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const user = useCurrentUser();
  const [savedDate, setDate] = useCalendarDate();
  const { data, error, isFetching, refetch } = useHomeDay(savedDate);
  // The day's sections are a few hundred components: rendered as a transition, React slices the work
  // so a phone's main thread is never blocked long (Lighthouse's TBT), and a live refresh never stalls input.
  const summary = useDeferredValue(data);
  // A technician's own day fills a phone's screen: the sections below it render a pass later.
  const below = useBelowTheFold(!!summary) || !summary?.my_day;
  const isPending = !summary && !error;
  const shownDate = savedDate ?? summary?.date ?? readCalendarDate();
  const canOpen = (resource: string) => canUserAccess(user, resource, 'list');

  return (
    <ScreenFrame title={route.title} dateSlot={<HomeDateControl date={shownDate} onDate={setDate} />}>
      {isPending && <HomeSkeleton />}
      {error && !summary && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} disabled={isFetching}>
              {translate('home.retry')}
            </Button>
          }
        >
          {translate('home.load_failed')}
        </Alert>
      )}
      {summary && (
        <Stack spacing={3}>
          {error && <Alert severity="warning">{translate('home.stale')}</Alert>}
          {summary.my_day && <MyDay jobs={summary.my_day} />}
          {below && (
            <>
              {summary.region_id === null ? (
                <Alert severity="info">{translate('home.no_region')}</Alert>
              ) : (
                <>
                  <ActivityFigures
                    summary={summary}
                    canOpenScheduled={canOpen('scheduled_tab')}
                    canOpenManpower={canOpen('manpower_tab')}
                  />
                  {(canOpen('on_call_tab') || canOpen('de_icing_tab') || canOpen('scheduled_write')) && (
                    <OperationsFigures
                      date={summary.date}
                      operations={summary.operations}
                      canOpenOnCall={canOpen('on_call_tab')}
                      canOpenDeIcing={canOpen('de_icing_tab')}
                      canOpenMovements={canOpen('scheduled_write')}
                    />
                  )}
                  <AlertsPanel alerts={summary.alerts} canOpen={canOpen} />
                </>
              )}
              <MemosPanel memos={summary.memos} onChanged={() => void refetch()} />
              <NotificationsPanel notifications={summary.notifications} regionId={summary.region_id} />
            </>
          )}
        </Stack>
      )}
    </ScreenFrame>
  );
}
