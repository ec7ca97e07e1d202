import { eq } from 'drizzle-orm';
import { evaluateAssignment, rankCandidates } from '../../../model/modules/scheduled/assignmentRules';
import type { Database } from '../../db/client';
import { activityAssignments } from '../../db/schema';
import { assignmentContexts } from './assignmentContextQueries';
import type { ActivityRow } from './queries';

/**
 * GET /activities/:id/eligible_technicians: every active technician of the activity's region not
 * yet on it, judged by the same rules as an assignment and ranked by the model (fewest failures,
 * then those based at the activity's station, then by name), so the planner sees why before clicking.
 * The facts of all candidates are read in one set of queries (assignmentContexts).
 */
export async function eligibleTechnicians(db: Database, activity: ActivityRow, now: Date) {
  const onIt = new Set(
    (
      await db
        .select({ id: activityAssignments.technician_id })
        .from(activityAssignments)
        .where(eq(activityAssignments.activity_id, activity.id))
    ).map((row) => row.id),
  );
  const judged = (await assignmentContexts(db, activity, { region: true }, { now })).filter(({ technician }) => !onIt.has(technician.id));
  const candidates = judged.map(({ technician, context }) => {
    const rules = evaluateAssignment(context);
    return {
      technician_id: technician.id,
      name: technician.name,
      home_station_id: technician.home_station_id,
      ok: rules.every((rule) => rule.ok),
      rules,
    };
  });
  return rankCandidates(candidates, activity.station_id as number);
}
