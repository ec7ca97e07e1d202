import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { isoDateFormat, weekStartOf } from '../../../model/dates';
import { useCalendarDate } from '../../components/useCalendarDate';
import { getConfig } from '../../config';
import { canUserAccess } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { ActivityList } from './ActivityList';
import { ActivityPanel } from './ActivityPanel';
import { DayToolbar } from './DayToolbar';
import { matchesFilters } from './scheduledFilters';
import { ScheduledFiltersBar } from './ScheduledFiltersBar';
import { Timeline } from './timeline/Timeline';
import type { TimelineActivity } from './timelineTypes';
import { useActivityMove } from './useActivityMove';
import { useScheduledFilters } from './useScheduledFilters';
import { useScheduledLayout } from './useScheduledLayout';
import { useTimelineDay } from './useTimelineDay';

/**
 * The planner's day (docs/modules/scheduled.md): the saved calendar date (or its week, at the Week zoom) as a
 * timeline or a list, with its filters and actions.
 */
export function PlannerDay() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const canWrite = canUserAccess(user, 'scheduled_write');
  const [savedDate, setDate] = useCalendarDate();
  const date = savedDate ?? dayjs().format(isoDateFormat);
  const { view, setView, grouping, setGrouping, zoom, setZoom } = useScheduledLayout();
  const [filters, setFilters] = useScheduledFilters();
  // The Week zoom shows the week holding the saved date (starting Sunday, or Monday when the settings say so).
  const week = view === 'timeline' && zoom === 'week';
  const days = week ? 7 : 1;
  const { day, error, refetch } = useTimelineDay(week ? weekStartOf(date, getConfig().weekStartsMonday) : date, days);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const move = useActivityMove(refetch);
  const open = useCallback((activity: TimelineActivity) => setSelectedId(activity.id), []);
  const visible = useMemo(() => day?.activities.filter((activity) => matchesFilters(activity, filters)) ?? [], [day, filters]);
  const selected = day?.activities.find((activity) => activity.id === selectedId);
  const stationFilter = filters.station_id ?? null;

  return (
    <Stack spacing={2}>
      <DayToolbar
        date={date}
        onDate={setDate}
        view={view}
        onView={setView}
        grouping={grouping}
        onGrouping={setGrouping}
        zoom={zoom}
        onZoom={setZoom}
        canWrite={canWrite}
        stationId={stationFilter}
        onPlanned={refetch}
      />
      <ScheduledFiltersBar filters={filters} onChange={setFilters} stations={day?.stations ?? []} />
      {view === 'list' ? (
        <ActivityList date={date} filters={filters} day={day} />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('crud.list.retry')}
            </Button>
          }
        >
          {translate('scheduled.timeline.load_failed')}
        </Alert>
      ) : !day ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <>
          {day.activities.length === 0 && (
            <Alert severity="info">
              {translate(week ? 'scheduled.timeline.week_empty' : canWrite ? 'scheduled.timeline.empty_plan' : 'scheduled.timeline.empty')}
            </Alert>
          )}
          <Timeline
            day={day}
            days={days}
            activities={visible}
            grouping={grouping}
            zoom={zoom}
            stationFilter={stationFilter}
            onOpen={open}
            onMove={canWrite ? move : undefined}
          />
        </>
      )}
      {selected && day && (
        <ActivityPanel
          activity={selected}
          day={day}
          canWrite={canWrite}
          onClose={() => setSelectedId(null)}
          onMove={move}
          onChanged={() => void refetch()}
        />
      )}
    </Stack>
  );
}
