import { z } from 'zod';
import { calendarDate, referenceId } from '../../core/fieldSchemas';

/** POST /activities/auto_assign: the day (station-local), optionally one station, and whether to write. */
export const autoAssignSchema = z
  .object({
    date: calendarDate,
    station_id: referenceId.nullable().optional(),
    dry_run: z.boolean(),
  })
  .strict();
export type AutoAssignRequest = z.infer<typeof autoAssignSchema>;
