import type { ActivityFacts, AssignmentContext } from '../assignmentContext';
import { competence, mandatoryTraining, sameRegion, technicianActive } from '../assignmentRules';
import { licenceCategory, licenceValid, typeAuthorisation } from '../licenceChecks';
import type { RuleResult } from '../ruleResult';

/**
 * A prefilter, for speed only: the rules that judge who the technician is against what the work is
 * — not when or where — give the same verdict for every activity of the same region, date, aircraft
 * type and services, so they are judged once per such kind of work and technician. A technician they
 * refuse is refused by the full list too (they are in it); one they pass still faces the full list.
 */
const qualificationRules = [
  technicianActive,
  sameRegion,
  licenceCategory,
  typeAuthorisation,
  licenceValid,
  mandatoryTraining,
  competence,
] as const;

export const kindOfWork = (activity: ActivityFacts) =>
  JSON.stringify([
    activity.region_id,
    activity.local_date,
    activity.aircraft_type_id,
    activity.services.map((s) => [s.authorisation_category, s.type_authorisation_required, (s.required_courses ?? []).map((c) => c.id)]),
  ]);

export function qualificationFailures(context: AssignmentContext): RuleResult[] {
  return qualificationRules.map((rule) => rule(context)).filter((result) => !result.ok);
}
