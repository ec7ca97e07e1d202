import type { z } from 'zod';
import type { timelineDaySchema } from '../../../model/modules/scheduled/activityRecords';
import type { ActivityRow } from './activity/activityTypes';

/** GET /api/activities/timeline (docs/modules/scheduled.md): one day of the active region in one request. */
export type TimelineDay = Omit<z.infer<typeof timelineDaySchema>, 'activities'> & { activities: TimelineActivity[] };

/** A list row; `service_minutes` is used when the server sends it (the window's length when one end is unknown). */
export type TimelineActivity = ActivityRow & { service_minutes?: number };

export type TimelineTechnician = TimelineDay['technicians'][number];
export type TimelineStation = TimelineDay['stations'][number];

/** Rows of the timeline: one per station or one per technician. */
export const timelineGroupings = ['station', 'technician'] as const;
export type TimelineGrouping = (typeof timelineGroupings)[number];

export const scheduledViews = ['timeline', 'list'] as const;
export type ScheduledView = (typeof scheduledViews)[number];

/** A drop of a dragged bar, or the keyboard "Move" form: new times and/or another technician. */
export interface ActivityMove {
  sta_at?: string | null;
  std_at?: string | null;
  from_technician_id?: number;
  to_technician_id?: number;
}
