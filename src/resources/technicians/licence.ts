import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { employmentTypes, licenceCategories, licenceTypes } from '../../../model/resources/enums';
import { localToday } from '../../../model/dates';
import { dueStatus } from '../../../model/dueStatus';

export type LicenceStatus = 'expired' | 'expiring' | 'valid';

/**
 * A licence past its expiry is expired; one expiring within 30 days is expiring; none when the
 * technician holds no licence or no expiry date is recorded.
 */
export function licenceStatus(
  licences: readonly string[] | null | undefined,
  expiry: string | null | undefined,
  today = localToday(),
): LicenceStatus | null {
  if (!licences?.length) return null;
  const status = dueStatus(expiry, today);
  if (status === 'none') return null;
  return status === 'overdue' ? 'expired' : status === 'due_soon' ? 'expiring' : 'valid';
}

export const licenceStatusColours: Record<LicenceStatus, ChipColour> = { expired: 'error', expiring: 'warning', valid: 'success' };

export const licenceTypeChoices = licenceTypes.map((id) => ({ id, name: `resources.technicians.choices.licences.${id}` }));
export const employmentTypeChoices = employmentTypes.map((id) => ({ id, name: `resources.technicians.choices.employment_type.${id}` }));
/** Part-66 categories are the same word in every language: shown as they are. */
export const licenceCategoryChoices = licenceCategories.map((id) => ({ id, name: id }));

export const licenceTypeColours: Record<(typeof licenceTypes)[number], ChipColour> = {
  easa_a: 'info',
  easa_b1: 'primary',
  easa_b1_1: 'primary',
  easa_b1_2: 'primary',
  easa_b1_3: 'primary',
  easa_b1_4: 'primary',
  easa_b2: 'secondary',
  faa_ap: 'primary',
};

/** An employee number as typed: capitals (the schema wants A–Z, 0–9 and dashes). */
export const parseEmployeeNo = (value: string | null | undefined) => (value ? value.toUpperCase() : value);
