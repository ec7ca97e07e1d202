import { useStore } from 'react-admin';
import { useTimelineZoom } from '../../components/timeline/timelineZoom';
import { scheduledZooms, type ScheduledView, type TimelineGrouping } from './timelineTypes';

/** The store key of the chosen view (a link may choose it: useScheduledLink). */
export const scheduledViewKey = 'scheduled.view';

/** How the planner last looked at the day: timeline or list, rows per station or per technician, a few hours or the day in view. */
export function useScheduledLayout() {
  const [view, setView] = useStore<ScheduledView>(scheduledViewKey, 'timeline');
  const [grouping, setGrouping] = useStore<TimelineGrouping>('scheduled.grouping', 'station');
  const [zoom, setZoom] = useTimelineZoom('scheduled.zoom', scheduledZooms);
  return { view, setView, grouping, setGrouping, zoom, setZoom };
}
