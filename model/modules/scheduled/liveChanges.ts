import type { ActivityDayChange, LiveEvent } from '../../live';

/**
 * Which `activities` live events concern what a screen shows (docs/ARCHITECTURE.md). The stream hears
 * every region the user belongs to; a screen of one region and day keeps only its own.
 */
export function activityChange(event: LiveEvent): ActivityDayChange | null {
  return event.topic === 'activities' ? (event.data as unknown as ActivityDayChange) : null;
}

/** The event changed this region's station-local day (the timeline, the day's list). */
export function changesDay(event: LiveEvent, regionId: number | null | undefined, localDate: string): boolean {
  return changesDays(event, regionId, localDate, localDate);
}

/** The event changed one of this region's station-local days `first` … `last` (ISO dates, both included: the timeline's week). */
export function changesDays(event: LiveEvent, regionId: number | null | undefined, first: string, last: string): boolean {
  const localDate = activityChange(event)?.local_date;
  return regionId != null && event.region_id === regionId && localDate !== undefined && localDate >= first && localDate <= last;
}

/**
 * The event changed this activity: it names it, or it names none (a statement touched too many
 * to list) and is about the activity's region and day.
 */
export function changesActivity(event: LiveEvent, activity: { id: number; region_id: number; local_date: string }): boolean {
  const change = activityChange(event);
  if (!change) return false;
  if (change.activity_ids) return change.activity_ids.includes(activity.id);
  return changesDay(event, activity.region_id, activity.local_date);
}
