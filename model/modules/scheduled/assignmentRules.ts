import { windowsOverlap } from '../../core/activityWindow';
import type { AssignmentContext, OtherAssignment, TechnicianFacts } from './assignmentContext';
import { licenceCategory, licenceValid, typeAuthorisation } from './licenceChecks';
import { validOn } from '../../core/licences';
import { mandatoryCoursesFor } from '../training';
import { passed, refused, type RuleResult } from './ruleResult';
import type { RuleName } from './ruleNames';
import { restRules, rostered } from './rosterChecks';

export * from './assignmentContext';
export { canOverride } from './overrides';
export { rankCandidates } from './rankCandidates';
export { failedRules, type RuleResult } from './ruleResult';
export { brokenRulesOf } from './brokenRules';
export { hardRules, licenceRules, ruleNames, type RuleName } from './ruleNames';

/** One rule: the context in, its verdict out (docs/modules/scheduled.md). */
export type AssignmentRule = (context: AssignmentContext) => RuleResult<RuleName>;

export function technicianActive({ technician }: AssignmentContext): RuleResult<'technician_active'> {
  return technician.active ? passed('technician_active') : refused('technician_active', 'inactive');
}

/** Users work in one region at a time; an activity is staffed from its own region. */
export function sameRegion({ technician, activity }: AssignmentContext): RuleResult<'same_region'> {
  return technician.region_id === activity.region_id ? passed('same_region') : refused('same_region', 'other_region');
}

/**
 * EASA Part-145 145.A.35(d): certifying staff receive recurrent training; a mandatory course
 * (for everyone, or for a category the technician may certify or holds a type authorisation in)
 * must be on record and not expired on the day of the work.
 */
export function mandatoryTraining({ activity, technician, mandatoryCourses }: AssignmentContext): RuleResult<'mandatory_training'> {
  // The same audiences as the compliance matrix (model/modules/training/requirements.ts).
  return coursesHeld('mandatory_training', mandatoryCoursesFor(mandatoryCourses, technician), technician, activity.local_date);
}

/**
 * EASA Part-145 145.A.30(e): a task may require specific training or an authorisation (towing, engine
 * run, de-icing, a type rating); whoever does the work holds every course a service of the activity
 * requires, completed and not expired on the day of the work. Set aside like the licence rules: only
 * with assignment_override and a written reason (ruleNames.ts).
 */
export function competence({ activity, technician }: AssignmentContext): RuleResult<'competence'> {
  const required = new Map(activity.services.flatMap((service) => service.required_courses ?? []).map((course) => [course.id, course]));
  return coursesHeld('competence', [...required.values()], technician, activity.local_date);
}

/** The courses the technician lacks or holds only expired on `onDate`, named by code: one refusal for both rules. */
function coursesHeld<R extends 'mandatory_training' | 'competence'>(
  rule: R,
  courses: readonly { id: number; code: string }[],
  technician: Pick<TechnicianFacts, 'courses'>,
  onDate: string,
): RuleResult<R> {
  const missing: string[] = [];
  const expired: string[] = [];
  for (const course of courses) {
    const records = technician.courses.filter((record) => record.course_id === course.id);
    if (!records.length) missing.push(course.code);
    else if (!records.some((record) => validOn(record.expires_on, onDate))) expired.push(course.code);
  }
  if (missing.length && expired.length)
    return refused(rule, 'missing_and_expired', { missing: missing.join(', '), expired: expired.join(', ') });
  if (missing.length) return refused(rule, 'missing', { courses: missing.join(', ') });
  if (expired.length) return refused(rule, 'expired', { courses: expired.join(', ') });
  return passed(rule);
}

/** Whether the other job leaves no time to get from one to the other: travel goes the way the day runs. */
function clashes({ activity, travel }: AssignmentContext, other: OtherAssignment): boolean {
  const otherFirst = other.window.start.getTime() <= activity.window.start.getTime();
  const minutes = otherFirst ? travel(other.station_id, activity.station_id) : travel(activity.station_id, other.station_id);
  return windowsOverlap(activity.window, other.window, minutes);
}

/** Double bookings are never silent; the activity itself is not a clash with itself. */
export function noOverlap(context: AssignmentContext): RuleResult<'no_overlap'> {
  const overlapping = context.otherAssignments.filter((other) => other.activity_id !== context.activity.id && clashes(context, other));
  if (!overlapping.length) return passed('no_overlap');
  return refused('no_overlap', 'overlap', { work_orders: [...new Set(overlapping.map((other) => other.work_order))].join(', ') });
}

/** The rules in the order they are shown; every one is checked, so a refusal names all that fail. */
export const assignmentRules: readonly AssignmentRule[] = [
  technicianActive,
  sameRegion,
  licenceCategory,
  typeAuthorisation,
  licenceValid,
  mandatoryTraining,
  competence,
  noOverlap,
  rostered,
  restRules,
];

export function evaluateAssignment(context: AssignmentContext): RuleResult<RuleName>[] {
  return assignmentRules.map((rule) => rule(context));
}
