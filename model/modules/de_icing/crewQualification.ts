import { heldExpiry } from '../training';
import { passed, refused, type DeIcingRuleResult } from './ruleResult';

/**
 * A course record of a de-icing course (training_courses.qualifies_for_de_icing): the course and the
 * expiry the technician holds it to (null: never expires), as the training module reads it.
 */
export interface DeIcingCourseRecord {
  course_id: number;
  code: string;
  expires_on: string | null;
}

/** A technician as the crew rules read them: the name the reason gives, and their de-icing course records. */
export interface CrewMember {
  id: number;
  name: string;
  de_icing_courses: readonly DeIcingCourseRecord[];
}

export type CrewRole = 'operator' | 'check';

const ruleOf = { operator: 'operator_qualified', check: 'check_qualified' } as const;

/**
 * The qualification the person spraying or checking must hold (SAE AS6286 — training and
 * qualification of de-icing personnel, annual recurrent; ICAO Doc 9640 Manual of Aircraft Ground
 * De/Anti-Icing Operations, chapter 11): a completed course that qualifies for de-icing, not expired
 * on `day` (the station's local day of the spraying or the check; the expiry day itself still counts,
 * as the training matrix reads it). Per course the latest record counts (heldExpiry, the training
 * module's rule: a renewal replaces the lapsed record). The reason names the technician and, when
 * they held one, the course that lapsed and its expiry.
 */
export function crewQualification(
  role: CrewRole,
  member: CrewMember,
  day: string,
): DeIcingRuleResult<'operator_qualified' | 'check_qualified'> {
  const rule = ruleOf[role];
  const held = [...new Set(member.de_icing_courses.map((record) => record.course_id))].map((course_id) => ({
    course_id,
    code: member.de_icing_courses.find((record) => record.course_id === course_id)!.code,
    expires_on: heldExpiry(member.de_icing_courses, course_id) ?? null,
  }));
  if (held.some((course) => course.expires_on === null || course.expires_on >= day)) return passed(rule);
  if (!held.length) return refused(rule, 'missing', { technician: member.name });
  const latest = [...held].sort((a, b) => a.expires_on!.localeCompare(b.expires_on!)).at(-1)!;
  return refused(rule, 'expired', { technician: member.name, course: latest.code, expired_on: latest.expires_on! });
}

/**
 * Every sprayer and the checker judged; `unknown` technicians (not in `crew`) are left to the
 * reference checks. One result per person and role, so a refusal names each one who fails.
 */
export function crewVerdicts(
  crew: ReadonlyMap<number, CrewMember>,
  people: { operator_ids?: readonly number[]; check_technician_id?: number | null },
  day: string,
): DeIcingRuleResult[] {
  const judge = (role: CrewRole, id: number) => {
    const member = crew.get(id);
    return member ? [crewQualification(role, member, day)] : [];
  };
  return [
    ...[...new Set(people.operator_ids ?? [])].flatMap((id) => judge('operator', id)),
    ...(people.check_technician_id ? judge('check', people.check_technician_id) : []),
  ];
}
