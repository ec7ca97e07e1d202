import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkSessionTransition } from '../../../model/modules/training/sessionStatus';
import { trainingActivitySchemas } from '../../../model/modules/training/sessionSchemas';
import type { SessionStatus } from '../../../model/modules/training/enums';
import { defineResource } from '../../crud/definition';
import { stations, trainingActivities, trainingAttendees } from '../../db/schema';
import { ApiError } from '../../errors';
import { ruleRefusal } from '../../core/ruleRefusal';
import { stationTimeZone } from '../../core/stations';
import { trainingAccess } from './access';

/** The course, station and seat figures a list row shows, read with the session (correlated on its id). */
const computed = {
  course_code: { sql: sql<string>`(select c.code from training_courses c where c.id = "training_activities"."course_id")` },
  course_name: { sql: sql<string>`(select c.name from training_courses c where c.id = "training_activities"."course_id")` },
  station_code: { sql: sql<string | null>`(select s.code from stations s where s.id = "training_activities"."station_id")` },
  time_zone: stationTimeZone('training_activities'),
  attendee_count: {
    sql: sql<number>`(select count(*)::int from training_attendees a where a.training_activity_id = "training_activities"."id")`,
    filter: z.coerce.number().int().min(0),
  },
};

/** The driver takes Dates for timestamptz columns; the API takes ISO instants. */
function asInstants(values: Record<string, unknown>): Record<string, unknown> {
  const converted = { ...values };
  for (const field of ['starts_at', 'ends_at']) if (typeof converted[field] === 'string') converted[field] = new Date(converted[field]);
  return converted;
}

/** A new session starts planned, or open when enrolment opens at once. */
const firstStatuses: readonly SessionStatus[] = ['planned', 'open'];

/**
 * Training sessions on the generic CRUD engine (docs/modules/training.md): region scope, version → 409, audit,
 * filters, sort and search for free. The status moves only along the session flow
 * (model/modules/training/sessionStatus.ts); a session with results is kept, not deleted.
 */
export default defineResource({
  name: 'training_activities',
  table: trainingActivities,
  schemas: trainingActivitySchemas,
  access: trainingAccess,
  search: ['course_code', 'course_name', 'location', 'instructor_name'],
  filters: ['region_id', 'course_id', 'station_id', 'status', 'instructor_technician_id'],
  ranges: ['starts_at', 'ends_at'],
  sort: ['starts_at', 'ends_at', 'course_code', 'course_name', 'station_code', 'status', 'capacity', 'attendee_count', 'updated_at'],
  defaultSort: ['starts_at', 'DESC'],
  computed,
  sameRegionReferences: { station_id: stations },
  beforeCreate(values, { request }) {
    const status = (values.status ?? 'planned') as SessionStatus;
    if (!firstStatuses.includes(status)) {
      throw ruleRefusal(
        request,
        'status',
        [
          {
            rule: 'status_transition',
            ok: false,
            reason: 'training.rules.status_transition.illegal',
            params: { from: 'planned', to: status },
          },
        ],
        'training.rules_failed',
      );
    }
    return asInstants(values);
  },
  beforeUpdate(changes, current, { request }) {
    if (changes.status === undefined) return asInstants(changes);
    const verdict = checkSessionTransition(
      current.status as SessionStatus,
      changes.status as SessionStatus,
      new Date(current.ends_at as string),
      new Date(),
    );
    if (!verdict.ok) throw ruleRefusal(request, 'status', [verdict], 'training.rules_failed');
    return asInstants(changes);
  },
  async beforeDelete(current, { tx }) {
    const [row] = await tx
      .select({ n: count() })
      .from(trainingAttendees)
      .where(and(eq(trainingAttendees.training_activity_id, current.id as number), isNotNull(trainingAttendees.result)));
    if (Number(row?.n ?? 0) > 0) throw new ApiError(409, 'training.session_has_results');
  },
});
