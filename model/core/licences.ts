import { licenceCategories, licenceTypes } from '../resources/enums';

export type LicenceType = (typeof licenceTypes)[number];
export type LicenceCategory = (typeof licenceCategories)[number];

/**
 * What each licence held lets its holder certify on Tarmac's aircraft (docs/modules/scheduled.md,
 * "Licences"). EASA Part-66 66.A.20: a B1 includes the category A privileges; a B2 does not cover B1
 * work nor a B1 B2 work. A B1 sub-category covers B1 (and A) work on its own aircraft group only:
 * the catalogue's aircraft types are airline turbine aeroplanes, so B1.1 does, and B1.2 (piston
 * aeroplanes), B1.3 (turbine helicopters) and B1.4 (piston helicopters) give no privileges on them.
 * A B1 recorded without a sub-category (records from before sub-categories were kept) counts as B1.1.
 * An FAA A&P (14 CFR Part 65 subpart D) is its own privilege set, not Part-66 A + B1 + B2: under the
 * company's exposition an A&P holder certifies the airframe and powerplant line work that the
 * categories A and B1 stand for, never B2 (avionics) work, which needs a Part-66 B2. No licence gives
 * C (base maintenance) here.
 */
const categoriesByLicence: Record<LicenceType, readonly LicenceCategory[]> = {
  easa_a: ['A'],
  easa_b1: ['B1', 'A'],
  easa_b1_1: ['B1', 'A'],
  easa_b1_2: [],
  easa_b1_3: [],
  easa_b1_4: [],
  easa_b2: ['B2'],
  faa_ap: ['A', 'B1'],
};

/** Per list of licences held: auto-assign asks again for every technician on every kind of work. */
const categoriesKept = new WeakMap<readonly LicenceType[], readonly LicenceCategory[]>();

/** The categories every licence held gives together (A, B1, B2 …); no licence, none. */
export function licenceCategoriesOf(licences: readonly LicenceType[]): readonly LicenceCategory[] {
  let categories = categoriesKept.get(licences);
  if (!categories)
    categoriesKept.set(licences, (categories = sortCategories(licences.flatMap((licence) => categoriesByLicence[licence] ?? []))));
  return categories;
}

/** The Part-66 licences held in their catalogue order, once each, so texts and lists read the same every time. */
export function sortLicences(licences: Iterable<LicenceType>): LicenceType[] {
  const set = new Set(licences);
  return licenceTypes.filter((licence) => set.has(licence));
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
