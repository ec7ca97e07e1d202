import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { timesWarnings, totalActualMinutes } from '../../../model/modules/scheduled/plausibleTimes';
import type { Database } from '../../db/client';
import { activityAssignments, activityServices } from '../../db/schema';
import { ruleRefusal } from '../../core/ruleRefusal';
import type { ActivityRow } from './queries';

type Instant = Date | string | null;

/** What a save changes that the plausibility rule reads: actual times, or one assignment's actual minutes. */
export interface RecordedChange {
  ata_at?: Instant;
  atd_at?: Instant;
  assignment?: { id: number; actual_minutes: number | null };
}

/**
 * Plausible work records (docs/modules/scheduled.md, "Plausible times"): the activity's recorded
 * times after `change`, judged by the model's plausibleTimes. Implausible times need a written
 * remark: the one sent, else the one already kept; without either, a 422 naming every warning on
 * `times_remark`. Answers the remark to keep (the one sent), or undefined when nothing is to be saved.
 */
export async function checkRecordedTimes(
  tx: Database,
  request: FastifyRequest,
  current: ActivityRow,
  change: RecordedChange,
  remark: string | null | undefined,
): Promise<string | undefined> {
  const [{ standard }] = await tx
    .select({ standard: sql<number>`coalesce(sum(${activityServices.standard_minutes}), 0)`.mapWith(Number) })
    .from(activityServices)
    .where(eq(activityServices.activity_id, current.id));
  const assignments = await tx
    .select({ id: activityAssignments.id, actual_minutes: activityAssignments.actual_minutes })
    .from(activityAssignments)
    .where(eq(activityAssignments.activity_id, current.id));
  const minutes = assignments.map((row) => (row.id === change.assignment?.id ? change.assignment.actual_minutes : row.actual_minutes));
  const warnings = timesWarnings({
    sta_at: current.sta_at as Instant,
    ata_at: change.ata_at !== undefined ? change.ata_at : (current.ata_at as Instant),
    atd_at: change.atd_at !== undefined ? change.atd_at : (current.atd_at as Instant),
    standard_minutes: standard,
    actual_minutes: totalActualMinutes(minutes),
  });
  if (warnings.length && !remark && !current.times_remark)
    throw ruleRefusal(request, 'times_remark', warnings, 'scheduled.times_remark_required');
  return remark ?? undefined;
}
