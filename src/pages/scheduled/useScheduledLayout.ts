import { useStore } from 'react-admin';
import { useTimelineZoom } from '../../components/timeline/timelineZoom';
import type { ScheduledView, TimelineGrouping } from './timelineTypes';

/** The store key of the chosen view (a link may choose it: useScheduledLink). */
export const scheduledViewKey = 'scheduled.view';

/** How the planner last looked at the day: timeline or list, rows per station or per technician, a few hours, the day or its week in view. */
export function useScheduledLayout() {
  const [view, setView] = useStore<ScheduledView>(scheduledViewKey, 'timeline');
  const [grouping, setGrouping] = useStore<TimelineGrouping>('scheduled.grouping', 'station');
  const [zoom, setZoom] = useTimelineZoom('scheduled.zoom');
  return { view, setView, grouping, setGrouping, zoom, setZoom };
}
