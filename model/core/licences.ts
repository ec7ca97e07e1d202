import { licenceCategories, type licenceTypes } from '../resources/enums';

export type LicenceType = (typeof licenceTypes)[number];
export type LicenceCategory = (typeof licenceCategories)[number];

/**
 * The Part-66 categories a licence lets its holder certify. EASA Part-66 66.A.20: a B1 licence
 * includes the category A privileges; a B2 does not cover B1 work nor a B1 B2 work. An FAA A&P
 * (14 CFR Part 65 subpart D, airframe and powerplant) is taken as covering A, B1 and B2 line work,
 * as the customer's contracts accept it. No licence type gives C (base maintenance) here.
 */
const categoriesByLicence: Record<LicenceType, readonly LicenceCategory[]> = {
  easa_a: ['A'],
  easa_b1: ['B1', 'A'],
  easa_b2: ['B2'],
  faa_ap: ['A', 'B1', 'B2'],
  none: [],
};

export function licenceCategoriesOf(licenceType: LicenceType): LicenceCategory[] {
  return sortCategories(categoriesByLicence[licenceType] ?? []);
}

/** A type authorisation of one category also covers the work its licence category includes (B1 → A). */
export function authorisationCovers(held: LicenceCategory, required: LicenceCategory): boolean {
  return held === required || (held === 'B1' && required === 'A');
}

/** Distinct categories in the catalogue's order (A, B1, B2, C), so messages read the same every time. */
export function sortCategories(categories: Iterable<LicenceCategory>): LicenceCategory[] {
  const set = new Set(categories);
  return licenceCategories.filter((category) => set.has(category));
}

/** Whether an ISO day (a validity end, an expiry) still holds on `onDate`: the day itself still counts. */
export const validOn = (until: string | null | undefined, onDate: string) => !until || until.slice(0, 10) >= onDate;
