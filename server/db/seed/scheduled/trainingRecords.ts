import { serviceCourses, technicianCourses, technicians, trainingCourses } from '../../schema';
import { licenceCategoriesOf } from '../../../../model/core/licences';
import { daysFromToday } from '../dates';
import type { SeedDb } from '../types';

/** Licence category a mandatory-course audience names (FAA A&P holders follow the B1 syllabus). */

function addMonths(isoDate: string, months: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/**
 * Every technician's recurrent courses, completed at spread-out dates so the training matrix and the
 * assignment rules have something to show: most valid, some expiring within the alert window, a few
 * expired or never taken. The first technician (the demo technician account) is fully current.
 */
export async function seedTrainingRecords(db: SeedDb): Promise<void> {
  const courses = await db
    .select({
      id: trainingCourses.id,
      code: trainingCourses.code,
      validity: trainingCourses.validity_months,
      mandatoryFor: trainingCourses.mandatory_for,
    })
    .from(trainingCourses);
  const people = await db.select({ id: technicians.id, licences: technicians.licences }).from(technicians).orderBy(technicians.id);
  // The courses services require (service_courses, the competence rule): two in three technicians hold them.
  const required = new Set((await db.select({ id: serviceCourses.course_id }).from(serviceCourses)).map((row) => row.id));
  const rows = people.flatMap((person, i) =>
    courses
      .filter(
        (c) =>
          c.mandatoryFor.some((audience) => audience === 'all' || licenceCategoriesOf(person.licences).includes(audience as never)) ||
          (required.has(c.id) && i % 3 !== 2),
      )
      .flatMap((course, k) => {
        const spread = (i * 131 + k * 67) % 100;
        if (i > 0 && spread === 7) return []; // never taken
        const validityDays = (course.validity ?? 24) * 30;
        // 1 in 12 expired a little while ago, 1 in 8 expiring within the next two months, the rest current.
        const ageDays =
          i === 0 ? 90 : spread < 8 ? validityDays + 5 + spread : spread < 20 ? validityDays - 10 - spread * 2 : 30 + spread * 4;
        const completed = daysFromToday(-ageDays);
        return [
          {
            technician_id: person.id,
            course_id: course.id,
            completed_on: completed,
            expires_on: course.validity ? addMonths(completed, course.validity) : null,
            certificate_no: `${course.code}-${String(1000 + i * 17 + k).padStart(5, '0')}`,
          },
        ];
      }),
  );
  if (rows.length) await db.insert(technicianCourses).values(rows);
}
