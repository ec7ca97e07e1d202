import { rtsPlaceholders } from '../../resources/rts';
import type { ActivityServiceNeeds, TechnicianFacts } from './assignmentContext';
import type { ActivityStatus, ServiceStatus } from './enums';
import { licenceCategory, licenceValid, typeAuthorisation } from './licenceChecks';
import { passed, refused, type RuleResult } from './ruleResult';
import type { RtsRuleName } from './ruleNames';
import { approvalReference, certificationAuthorisation, statementFilled, type RtsParticulars } from './rtsParticulars';

export type RtsPlaceholder = (typeof rtsPlaceholders)[number];
export type RtsValues = Record<RtsPlaceholder, string>;

/**
 * The statement of an `rts` template with its placeholders filled. One pass, so a value that itself
 * reads `{date}` stays as typed; a name the template list does not know is left as written.
 */
export function fillRtsTemplate(text: string, values: RtsValues): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    (rtsPlaceholders as readonly string[]).includes(name) ? values[name as RtsPlaceholder] : placeholder,
  );
}

export interface RtsSignContext {
  /** The station-local day of signing: the signer's licence and authorisations must hold on it. */
  signingDate: string;
  activity: {
    status: ActivityStatus;
    aircraft_type_id: number;
    aircraft_type_code?: string | null;
    services: (ActivityServiceNeeds & { status: ServiceStatus })[];
  };
  /** An activity_rts row exists. */
  signed: boolean;
  /** The defects found on the job and neither rectified nor deferred. */
  openDefects: readonly { id: number; description: string }[];
  /** What the certificate carries besides the work (145.A.50(a), AMC): approval reference, authorisation number, a filled statement. */
  particulars: RtsParticulars;
  /**
   * The technician record linked to the signing user, if any, with the calendar months ('YYYY-MM')
   * in which they did recorded, completed work (signerExperience; the server reads the last two years).
   */
  signer:
    (Pick<TechnicianFacts, 'active' | 'licences' | 'licence_expiry' | 'authorisations'> & { worked_months: readonly string[] }) | null;
}

const finished = (status: ServiceStatus) => status === 'done' || status === 'not_required';

function activityCompleted({ activity }: RtsSignContext): RuleResult<'activity_completed'> {
  const open = activity.services.filter((service) => !finished(service.status)).length;
  if (activity.status !== 'completed') return refused('activity_completed', 'not_completed');
  return open ? refused('activity_completed', 'services_open', { count: open }) : passed('activity_completed');
}

/**
 * EASA Part-145 145.A.50: the certificate of release to service is issued by certifying staff
 * holding the licence and type authorisation for the work done (services not required are not
 * certified). Never overridable; the first reason found is the one given.
 */
function signerLicence({ signer, activity, signingDate }: RtsSignContext): RuleResult<'signer_licence'> {
  if (!signer) return refused('signer_licence', 'no_technician');
  if (!signer.active) return { ...refused('technician_active', 'inactive'), rule: 'signer_licence' };
  if (!signer.licences.length) return refused('signer_licence', 'no_licence');
  const facts = {
    activity: { ...activity, local_date: signingDate, services: activity.services.filter((s) => s.status !== 'not_required') },
    technician: signer,
  };
  const failure = [licenceValid(facts), licenceCategory(facts), typeAuthorisation(facts)].find((result) => !result.ok);
  return failure ? { ...failure, rule: 'signer_licence' } : passed('signer_licence');
}

/**
 * EASA Part-145 145.A.50: no release over an open defect — each one is rectified, or deferred under the
 * MEL/CDL and stated on the certificate (145.A.50(e)). The refusal names every open defect.
 */
function defectsClosed({ openDefects }: RtsSignContext): RuleResult<'defects_closed'> {
  if (!openDefects.length) return passed('defects_closed');
  const defects = openDefects.map((defect) => `#${defect.id} ${defect.description}`).join('; ');
  return refused('defects_closed', 'open', { count: openDefects.length, defects });
}

/** 145.A.35(c): six months of relevant experience in the two years before signing. */
export const recentExperience = { months: 6, withinMonths: 24 } as const;

/** The 'YYYY-MM' month `months` before the month of an ISO day. */
function monthsBefore(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * EASA Part-145 145.A.35(c): certifying staff have at least six months of relevant aircraft
 * maintenance experience in any two consecutive years — here, the two years before signing. A month
 * of experience is a calendar month (of the station's days) in which the signer was assigned to an
 * activity or was crew on an on-call job that was completed: recorded work, counted once per month.
 * The two years are the signing month and the 23 before it. Never overridable.
 */
export function signerExperience({ signer, signingDate }: RtsSignContext): RuleResult<'signer_experience'> {
  if (!signer) return passed('signer_experience');
  const from = monthsBefore(signingDate, recentExperience.withinMonths - 1);
  const to = signingDate.slice(0, 7);
  const months = new Set(signer.worked_months.filter((month) => month >= from && month <= to)).size;
  if (months >= recentExperience.months) return passed('signer_experience');
  // `count`: the months recorded, the number the text's plural form follows (docs/ARCHITECTURE.md, "Internationalisation").
  return refused('signer_experience', 'insufficient', { count: months, needed: recentExperience.months, since: `${from}-01` });
}

/** Whether the RTS may be signed now, with every verdict (the page shows them before the button). */
export function rtsSignable(context: RtsSignContext): RuleResult<RtsRuleName>[] {
  return [
    activityCompleted(context),
    context.signed ? refused('not_signed', 'already_signed') : passed('not_signed'),
    signerLicence(context),
    signerExperience(context),
    defectsClosed(context),
    approvalReference(context),
    certificationAuthorisation(context),
    statementFilled(context),
  ];
}
