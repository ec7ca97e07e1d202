import type { LicenceFacts } from './assignmentContext';
import { authorisationCovers, licenceCategoriesOf, sortCategories, validOn, type LicenceCategory } from '../../core/licences';
import { passed, refused, type RuleResult } from './ruleResult';

/**
 * The licence rules: only a supervisor (assignment_override) may set them aside for an assignment,
 * and nobody for the RTS signature, which judges the signer with these same functions.
 */

const list = (categories: readonly LicenceCategory[]) => categories.join(', ');

/**
 * EASA Part-66 66.A.20: a certifying technician works within the privileges of their licences'
 * categories, all of them together (a B1 and B2 holder covers both; model/core/licences.ts).
 */
export function licenceCategory({ activity, technician }: LicenceFacts): RuleResult<'licence_category'> {
  const required = sortCategories(
    activity.services.flatMap((service) => (service.authorisation_category ? [service.authorisation_category] : [])),
  );
  const held = licenceCategoriesOf(technician.licences);
  const missing = required.filter((category) => !held.includes(category));
  if (!missing.length) return passed('licence_category');
  if (!held.length) return refused('licence_category', 'no_licence', { required: list(missing) });
  return refused('licence_category', 'not_covered', { required: list(missing), held: list(held) });
}

/**
 * EASA Part-145 145.A.35: certifying staff hold an authorisation on the aircraft type, in the
 * category the task needs, valid on the day of the work.
 */
export function typeAuthorisation({ activity, technician }: LicenceFacts): RuleResult<'type_authorisation'> {
  const onType = technician.authorisations.filter((authorisation) => authorisation.aircraft_type_id === activity.aircraft_type_id);
  const type = activity.aircraft_type_code || String(activity.aircraft_type_id);
  const missing = new Set<LicenceCategory>();
  let missingAny = false;
  const expiredOn: string[] = [];
  for (const service of activity.services.filter((s) => s.type_authorisation_required)) {
    const needed = service.authorisation_category;
    const matching = onType.filter((authorisation) => !needed || authorisationCovers(authorisation.category, needed));
    if (matching.some((authorisation) => validOn(authorisation.valid_until, activity.local_date))) continue;
    if (matching.length) expiredOn.push(...matching.map((authorisation) => authorisation.valid_until!.slice(0, 10)));
    else if (needed) missing.add(needed);
    else missingAny = true;
  }
  if (missing.size) return refused('type_authorisation', 'missing', { category: list(sortCategories(missing)), type });
  if (missingAny) return refused('type_authorisation', 'missing_any', { type });
  if (expiredOn.length) return refused('type_authorisation', 'expired', { type, valid_until: expiredOn.sort().at(-1)! });
  return passed('type_authorisation');
}

/** EASA Part-66 66.A.40: a licence is valid until its expiry date (the day itself included). */
export function licenceValid({ activity, technician }: LicenceFacts): RuleResult<'licence_valid'> {
  if (!technician.licences.length || validOn(technician.licence_expiry, activity.local_date)) return passed('licence_valid');
  return refused('licence_valid', 'expired', { expiry: technician.licence_expiry!.slice(0, 10) });
}
