import { useStore } from 'react-admin';
import type { ScheduledView, TimelineGrouping } from './timelineTypes';

/** How the planner last looked at the day: timeline or list, rows per station or per technician. */
export function useScheduledLayout() {
  const [view, setView] = useStore<ScheduledView>('scheduled.view', 'timeline');
  const [grouping, setGrouping] = useStore<TimelineGrouping>('scheduled.grouping', 'station');
  return { view, setView, grouping, setGrouping };
}
