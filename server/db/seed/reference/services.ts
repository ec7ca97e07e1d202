import { serviceCourses, services, trainingCourses } from '../../schema';
import type { SeedDb } from '../types';

/** The turnaround and call-out services a ground-services company sells, with typical 2025 line rates. */
const demoServices = [
  {
    code: 'TRANSIT',
    name: 'Transit check',
    category: 'line_check',
    standard_minutes: 45,
    technicians_needed: 1,
    authorisation_category: 'B1',
    type_authorisation_required: true,
    billing_unit: 'service',
    billing_rate: 180,
  },
  {
    code: 'DAILY',
    name: 'Daily check',
    category: 'line_check',
    standard_minutes: 90,
    technicians_needed: 1,
    authorisation_category: 'B1',
    type_authorisation_required: true,
    billing_unit: 'service',
    billing_rate: 420,
  },
  {
    code: 'WEEKLY',
    name: 'Weekly check',
    category: 'line_check',
    standard_minutes: 240,
    technicians_needed: 2,
    authorisation_category: 'B1',
    type_authorisation_required: true,
    billing_unit: 'service',
    billing_rate: 1150,
  },
  {
    code: 'WALKAROUND',
    name: 'Pre-departure walk-around',
    category: 'line_check',
    standard_minutes: 20,
    technicians_needed: 1,
    authorisation_category: 'A',
    type_authorisation_required: false,
    billing_unit: 'service',
    billing_rate: 75,
  },
  {
    code: 'ETOPS-PDSC',
    name: 'ETOPS pre-departure service check',
    category: 'line_check',
    standard_minutes: 60,
    technicians_needed: 1,
    authorisation_category: 'B1',
    type_authorisation_required: true,
    billing_unit: 'service',
    billing_rate: 390,
  },
  {
    code: 'TYRE-BRAKE',
    name: 'Tyre and brake check',
    category: 'line_check',
    standard_minutes: 30,
    technicians_needed: 1,
    authorisation_category: 'A',
    type_authorisation_required: false,
    billing_unit: 'service',
    billing_rate: 95,
  },
  {
    code: 'TOWING',
    name: 'Towing / repositioning',
    category: 'gse',
    standard_minutes: 30,
    technicians_needed: 2,
    authorisation_category: null,
    type_authorisation_required: false,
    billing_unit: 'service',
    billing_rate: 160,
  },
  {
    code: 'FUEL-SUP',
    name: 'Fuelling supervision',
    category: 'gse',
    standard_minutes: 25,
    technicians_needed: 1,
    authorisation_category: null,
    type_authorisation_required: false,
    billing_unit: 'service',
    billing_rate: 60,
  },
  {
    code: 'DEICE',
    name: 'De-icing / anti-icing',
    category: 'de_icing',
    standard_minutes: 20,
    technicians_needed: 2,
    authorisation_category: null,
    type_authorisation_required: false,
    billing_unit: 'litre',
    billing_rate: 6.5,
  },
  {
    code: 'AOG-CALLOUT',
    name: 'AOG call-out',
    category: 'on_call',
    standard_minutes: 240,
    technicians_needed: 1,
    authorisation_category: 'B1',
    type_authorisation_required: true,
    billing_unit: 'hour',
    billing_rate: 145,
  },
  {
    code: 'DEFECT-RECT',
    name: 'Defect rectification',
    category: 'on_call',
    standard_minutes: 120,
    technicians_needed: 1,
    authorisation_category: 'B1',
    type_authorisation_required: true,
    billing_unit: 'hour',
    billing_rate: 125,
  },
] as const;

/** Returns service ids by code. */
export async function seedServices(db: SeedDb): Promise<Map<string, number>> {
  const rows = await db
    .insert(services)
    .values(demoServices.map((s) => ({ ...s, currency: 'EUR' })))
    .returning({ id: services.id, code: services.code });
  return new Map(rows.map((r) => [r.code, r.id]));
}

/**
 * What a task requires beyond a licence (145.A.30(e), the competence rule): towing and de-icing
 * authorisations, and the engine run-up qualification for defect rectification on a call-out.
 */
const requiredCourses: Record<string, string[]> = { TOWING: ['TOW'], DEICE: ['DEICE-L10'], 'DEFECT-RECT': ['RUNUP'] };

/** After the catalogue: the courses exist. */
export async function seedServiceCourses(db: SeedDb, serviceIds: Map<string, number>): Promise<void> {
  const courses = await db.select({ id: trainingCourses.id, code: trainingCourses.code }).from(trainingCourses);
  const courseId = new Map(courses.map((course) => [course.code, course.id]));
  await db
    .insert(serviceCourses)
    .values(
      Object.entries(requiredCourses).flatMap(([service, codes]) =>
        codes.map((code) => ({ service_id: serviceIds.get(service)!, course_id: courseId.get(code)! })),
      ),
    );
}
