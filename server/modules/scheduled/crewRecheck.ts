import { inArray, sql } from 'drizzle-orm';
import { brokenRulesOf, evaluateAssignment } from '../../../model/modules/scheduled/assignmentRules';
import type { Database } from '../../db/client';
import { lockTechnicians } from '../../db/commitmentLocks';
import { idArray } from '../../db/idArray';
import { activities } from '../../db/schema';
import type { ActivityChange } from './activityWatch';
import { activitiesAssignmentFacts, assignmentContext, judgedActivityColumns, type JudgedActivity } from './assignmentContextQueries';

export interface CrewRecheck {
  /**
   * After the new times are written: judge each crew again and keep what they break; returns, per
   * job, the rules someone now breaks that they did not before (the changes its watchers tell).
   */
  run(now: Date): Promise<Map<number, ActivityChange[]>>;
}

const timeFields = ['sta_at', 'std_at', 'eta_at', 'etd_at', 'ata_at', 'atd_at'] as const;
const instant = (value: string | Date | null) => (value ? new Date(value) : null);

/** A job's times before the write: the verdict they give is what a rule is broken against. */
type TimesBefore = Record<(typeof timeFields)[number], string | Date | null>;

interface CrewMember extends TimesBefore {
  id: number;
  activity_id: number;
  technician_id: number;
  overridden_rules: string[];
  broken_rules: string[];
}

/**
 * Re-timing a job re-checks the assignment rules of everyone on it (docs/modules/movements.md, "Job."):
 * a person's roster and rest rules read the job's window, so a new time can break them. Call before
 * the new times are written, with the jobs already locked: it locks their crews' commitments, so a
 * decision about the same people (an assignment, another job of theirs re-timed at once) runs before
 * or after, never between the write and this reading of their other work (docs/concurrency.md).
 * Only people on open jobs are judged (a completed or cancelled job is history); a fixed number of
 * statements whatever the number of jobs.
 */
export async function prepareCrewRecheck(tx: Database, activityIds: readonly number[]): Promise<CrewRecheck> {
  const { rows: crews } = activityIds.length
    ? ((await tx.execute(sql`
        select aa.id, aa.activity_id, aa.technician_id, aa.overridden_rules, aa.broken_rules,
          a.sta_at, a.std_at, a.eta_at, a.etd_at, a.ata_at, a.atd_at
        from activity_assignments aa join activities a on a.id = aa.activity_id
        where aa.activity_id = any(${idArray(activityIds)}) and a.status not in ('completed', 'cancelled')
        order by aa.activity_id, aa.id`)) as { rows: CrewMember[] })
    : { rows: [] as CrewMember[] };
  const jobIds = [...new Set(crews.map((member) => Number(member.activity_id)))];
  await lockTechnicians(
    tx,
    crews.map((member) => Number(member.technician_id)),
  );
  return {
    async run(now) {
      const told = new Map<number, ActivityChange[]>();
      if (!crews.length) return told;
      // The jobs are locked for the write: still the open ones the crews were read from.
      const rows = (await tx.select(judgedActivityColumns).from(activities).where(inArray(activities.id, jobIds))) as JudgedActivity[];
      const facts = await activitiesAssignmentFacts(
        tx,
        rows,
        crews.map((member) => Number(member.technician_id)),
        now,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const verdicts = crews.map((member) => {
        const row = byId.get(Number(member.activity_id))!;
        const verdictAt = (times?: Record<string, Date | null>) =>
          evaluateAssignment(assignmentContext(facts, facts.activityFacts(row, times), Number(member.technician_id)));
        const before = verdictAt(Object.fromEntries(timeFields.map((field) => [field, instant(member[field])])));
        const found = brokenRulesOf({
          before,
          after: verdictAt(),
          overridden: member.overridden_rules,
          flaggedBefore: member.broken_rules,
        });
        return { member, ...found };
      });
      const changed = verdicts.filter(({ member, broken }) => broken.join() !== member.broken_rules.join());
      if (changed.length)
        await tx.execute(sql`
          update activity_assignments aa set broken_rules = array(select jsonb_array_elements_text(v.rules))
          from jsonb_to_recordset(${JSON.stringify(changed.map(({ member, broken }) => ({ id: member.id, rules: broken })))}::jsonb)
            as v(id int, rules jsonb)
          where aa.id = v.id`);
      for (const { member, newlyBroken } of verdicts.filter((verdict) => verdict.newlyBroken.length)) {
        const change: ActivityChange = { kind: 'rules_broken', technicianId: Number(member.technician_id), rules: newlyBroken };
        told.set(Number(member.activity_id), [...(told.get(Number(member.activity_id)) ?? []), change]);
      }
      return told;
    },
  };
}
