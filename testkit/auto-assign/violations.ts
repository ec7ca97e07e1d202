import type { OtherAssignment } from '../../model/modules/scheduled/assignmentContext';
import { evaluateAssignment, failedRules } from '../../model/modules/scheduled/assignmentRules';
import type { AutoAssignInput, Proposal } from '../../model/modules/scheduled/autoAssign';

export interface Violation {
  activity_id: number;
  technician_id: number;
  problem: string;
}

/**
 * Every way a proposal breaks the hard rules, judged from scratch against the final proposal: each
 * assignment by the full rule list with the technician's recorded work and all their other proposed
 * work; nobody twice on one activity; no more people than seats; at most one lead per activity.
 */
export function proposalViolations(input: AutoAssignInput, proposals: readonly Proposal[]): Violation[] {
  const byId = new Map(input.activities.map((activity) => [activity.facts.id, activity]));
  const work = (technicianId: number, except: number): OtherAssignment[] =>
    proposals
      .filter((p) => p.technician_id === technicianId && p.activity_id !== except)
      .map((p) => {
        const activity = byId.get(p.activity_id)!;
        return {
          activity_id: activity.facts.id,
          work_order: activity.work_order,
          station_id: activity.facts.station_id,
          window: activity.facts.window,
        };
      });
  const violations: Violation[] = [];
  for (const proposal of proposals) {
    const activity = byId.get(proposal.activity_id);
    if (!activity) {
      violations.push({ ...proposal, problem: 'unknown activity' });
      continue;
    }
    const base = input.contextOf(activity.facts, proposal.technician_id);
    const failed = failedRules(
      evaluateAssignment({ ...base, otherAssignments: [...base.otherAssignments, ...work(proposal.technician_id, proposal.activity_id)] }),
    );
    if (failed.length)
      violations.push({ activity_id: proposal.activity_id, technician_id: proposal.technician_id, problem: failed.join(', ') });
  }
  for (const activity of input.activities) {
    const mine = proposals.filter((p) => p.activity_id === activity.facts.id);
    const people = [...activity.assigned_technician_ids, ...mine.map((p) => p.technician_id)];
    const problem = (text: string) => violations.push({ activity_id: activity.facts.id, technician_id: 0, problem: text });
    if (new Set(people).size !== people.length) problem('a technician twice on the activity');
    if (people.length > Math.max(activity.needed, activity.assigned_technician_ids.length)) problem('more people than seats');
    if (mine.filter((p) => p.role === 'lead').length > (activity.has_lead ? 0 : 1)) problem('a second lead');
  }
  return violations;
}
