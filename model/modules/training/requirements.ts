import { licenceCategoriesOf, sortCategories, type LicenceCategory, type LicenceType } from '../../core/licences';
import { complianceState } from './expiry';
import type { ComplianceState } from './enums';

/** A course with the audiences it is mandatory for: 'all' or licence categories (A, B1, B2, C). */
export interface MandatoryFor {
  mandatory_for: readonly string[];
}

/** What decides whom a course binds: the licence held and the categories of the type authorisations. */
export interface AudienceFacts {
  licences: readonly LicenceType[];
  authorisations: readonly { category: LicenceCategory }[];
}

/**
 * The audiences a technician belongs to: everyone, the categories their licence lets them certify,
 * and those they hold a type authorisation in. The assignment rule mandatory_training and the
 * compliance matrix both read it, so a course binds the same people in both.
 */
export function audiencesOf(technician: AudienceFacts): Set<string> {
  return new Set<string>(['all', ...licenceCategoriesOf(technician.licences), ...technician.authorisations.map((a) => a.category)]);
}

/** The courses of `courses` that bind this technician (matched exactly, as written on the course). */
export function mandatoryCoursesFor<C extends MandatoryFor>(courses: readonly C[], technician: AudienceFacts): C[] {
  const audiences = audiencesOf(technician);
  return courses.filter((course) => course.mandatory_for.some((audience) => audiences.has(audience)));
}

/**
 * The expiry a technician holds a course to, from all their records of it: a renewal replaces a
 * lapsed record, so the latest expiry counts and a record that never expires wins. `undefined` when
 * there is no record (the SQL twin is heldCoursesSql in server/core/trainingExpiry.ts).
 */
export function heldExpiry(
  records: readonly { course_id: number; expires_on: string | null }[],
  courseId: number,
): string | null | undefined {
  const own = records.filter((record) => record.course_id === courseId);
  if (!own.length) return undefined;
  if (own.some((record) => !record.expires_on)) return null;
  return own
    .map((record) => record.expires_on!.slice(0, 10))
    .sort()
    .at(-1)!;
}

export type Requirement =
  | { key: string; kind: 'course'; course_id: number; code: string; name: string }
  | { key: 'licence'; kind: 'licence' }
  | { key: string; kind: 'type_authorisation'; aircraft_type_id: number; aircraft_type_code: string; category: LicenceCategory };

export interface MatrixCourse extends MandatoryFor {
  id: number;
  code: string;
  name: string;
}

export interface MatrixTechnician extends AudienceFacts {
  id: number;
  name: string;
  employee_no: string;
  home_station_id: number | null;
  licence_expiry: string | null;
  authorisations: { aircraft_type_id: number; aircraft_type_code: string; category: LicenceCategory; valid_until: string | null }[];
  courses: { course_id: number; expires_on: string | null }[];
}

export interface MatrixCell {
  state: ComplianceState;
  expires_on: string | null;
}

export interface MatrixRow {
  technician_id: number;
  name: string;
  employee_no: string;
  home_station_id: number | null;
  /** By requirement key; a requirement that does not bind this technician has no cell. */
  cells: Record<string, MatrixCell>;
}

export const courseKey = (courseId: number) => `course:${courseId}`;
export const authorisationKey = (typeId: number, category: string) => `type:${typeId}:${category}`;

/**
 * The matrix's columns (docs/modules/training.md): the mandatory courses, then the licence and each type
 * authorisation someone in the list holds ("licence and type-authorisation expiry appear in the
 * same matrix"), in a stable order.
 */
export function matrixRequirements(courses: readonly MatrixCourse[], technicians: readonly MatrixTechnician[]): Requirement[] {
  const courseColumns: Requirement[] = courses.map((c) => ({
    key: courseKey(c.id),
    kind: 'course',
    course_id: c.id,
    code: c.code,
    name: c.name,
  }));
  const types = new Map<string, Requirement>();
  for (const a of technicians.flatMap((t) => t.authorisations)) {
    const key = authorisationKey(a.aircraft_type_id, a.category);
    types.set(key, {
      key,
      kind: 'type_authorisation',
      aircraft_type_id: a.aircraft_type_id,
      aircraft_type_code: a.aircraft_type_code,
      category: a.category,
    });
  }
  const order = (r: Requirement) =>
    r.kind === 'type_authorisation' ? `${r.aircraft_type_code} ${sortCategories([r.category]).join('')}` : '';
  const typeColumns = [...types.values()].sort((a, b) => order(a).localeCompare(order(b)));
  return [...courseColumns, { key: 'licence', kind: 'licence' }, ...typeColumns];
}

/** One technician's row: a cell per requirement that binds them, its state on `today` and its expiry. */
export function matrixRow(technician: MatrixTechnician, courses: readonly MatrixCourse[], today: string): MatrixRow {
  const cells: Record<string, MatrixCell> = {};
  for (const course of mandatoryCoursesFor(courses, technician)) {
    const expiry = heldExpiry(technician.courses, course.id);
    cells[courseKey(course.id)] = { state: complianceState(expiry !== undefined, expiry, today), expires_on: expiry ?? null };
  }
  // A licence without an expiry date never lapses; someone without a licence has no licence cell.
  if (technician.licences.length) {
    cells.licence = { state: complianceState(true, technician.licence_expiry, today), expires_on: technician.licence_expiry };
  }
  for (const a of technician.authorisations) {
    cells[authorisationKey(a.aircraft_type_id, a.category)] = {
      state: complianceState(true, a.valid_until, today),
      expires_on: a.valid_until,
    };
  }
  return {
    technician_id: technician.id,
    name: technician.name,
    employee_no: technician.employee_no,
    home_station_id: technician.home_station_id,
    cells,
  };
}
