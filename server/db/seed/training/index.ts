import { and, asc, eq, inArray } from 'drizzle-orm';
import { courseExpiry, type AttendeeResult, type SessionStatus } from '../../../../model/modules/training';
import { regions, stations, technicianCourses, technicians, trainingActivities, trainingAttendees, trainingCourses } from '../../schema';
import { daysFromToday } from '../dates';
import type { SeedDb } from '../types';

/** A demo session, relative to the seed's today; attendees are picked by `pick` from the region's technicians. */
interface SessionPlan {
  course: string;
  day: number;
  status: SessionStatus;
  capacity: number;
  instructor: string | null;
  /** Results of the attendees in order; null = enrolled, no result yet. */
  results: (AttendeeResult | null)[];
  /** Who attends: the first technicians of the region, or those whose course runs out soonest. */
  pick: 'first' | 'expiring';
}

/**
 * Per region: two sessions given last month with their results and certificate
 * numbers (the passes are the technicians' course records, as a supervisor's would be), one open
 * next week with people whose course is running out, one planned without anyone yet, and one
 * cancelled. The expiring and expired records themselves come from the Scheduled seed
 * (scheduled/trainingRecords.ts), which runs first.
 */
const plans: SessionPlan[] = [
  {
    course: 'HF-REC',
    day: -40,
    status: 'completed',
    capacity: 8,
    instructor: 'Claire Moreau (Aviation HF Ltd)',
    results: ['pass', 'pass', 'pass', 'absent'],
    pick: 'first',
  },
  { course: 'DEICE-L10', day: -15, status: 'completed', capacity: 6, instructor: null, results: ['pass', 'pass', 'fail'], pick: 'first' },
  {
    course: 'HF-REC',
    day: 9,
    status: 'open',
    capacity: 6,
    instructor: 'Claire Moreau (Aviation HF Ltd)',
    results: [null, null],
    pick: 'expiring',
  },
  { course: 'EWIS-REC', day: 23, status: 'planned', capacity: 6, instructor: null, results: [], pick: 'first' },
  { course: 'RAMP-SAFE', day: 16, status: 'cancelled', capacity: 10, instructor: null, results: [], pick: 'first' },
];

const instantOf = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

export async function seedTrainingSessions(tx: SeedDb, now: Date = new Date()): Promise<void> {
  const courses = await tx
    .select({ id: trainingCourses.id, code: trainingCourses.code, validity: trainingCourses.validity_months })
    .from(trainingCourses);
  const courseOf = new Map(courses.map((course) => [course.code, course]));
  const regionRows = await tx.select({ id: regions.id }).from(regions).orderBy(asc(regions.id));
  let certificate = 0;
  for (const region of regionRows) {
    const [station] = await tx
      .select({ id: stations.id })
      .from(stations)
      .where(eq(stations.region_id, region.id))
      .orderBy(asc(stations.id))
      .limit(1);
    const people = await tx
      .select({ id: technicians.id, name: technicians.name })
      .from(technicians)
      .where(and(eq(technicians.region_id, region.id), eq(technicians.active, true)))
      .orderBy(asc(technicians.id));
    if (!station || people.length < 6) continue;
    // The demo technician account (the region's first) stays as the Scheduled seed left them: fully current.
    const crew = people.slice(1);
    for (const [index, plan] of plans.entries()) {
      const course = courseOf.get(plan.course);
      if (!course) continue;
      const day = daysFromToday(plan.day, now);
      const [session] = await tx
        .insert(trainingActivities)
        .values({
          region_id: region.id,
          course_id: course.id,
          station_id: station.id,
          location: 'Training room',
          starts_at: instantOf(day, 7),
          ends_at: instantOf(day, 15),
          instructor_technician_id: plan.instructor ? null : crew[crew.length - 1].id,
          instructor_name: plan.instructor,
          capacity: plan.capacity,
          status: plan.status,
        })
        .returning({ id: trainingActivities.id });
      const attendees =
        plan.pick === 'first'
          ? crew.slice(index, index + plan.results.length)
          : await soonestExpiring(tx, crew, course.id, plan.results.length);
      for (const [k, person] of attendees.entries()) {
        const result = plan.results[k];
        const passed = result === 'pass';
        const certificateNo = passed ? `${plan.course}-${day.slice(0, 4)}-${String(++certificate).padStart(4, '0')}` : null;
        const [attendee] = await tx
          .insert(trainingAttendees)
          .values({
            training_activity_id: session.id,
            technician_id: person.id,
            result,
            completed_on: passed ? day : null,
            certificate_no: certificateNo,
          })
          .returning({ id: trainingAttendees.id });
        if (passed) {
          await tx.insert(technicianCourses).values({
            technician_id: person.id,
            course_id: course.id,
            completed_on: day,
            expires_on: courseExpiry(day, course.validity),
            certificate_no: certificateNo,
            training_attendee_id: attendee.id,
          });
        }
      }
    }
  }
}

/** The technicians whose record of the course runs out first (or who have none): who a renewal session is for. */
async function soonestExpiring(tx: SeedDb, crew: { id: number }[], courseId: number, count: number) {
  const records = await tx
    .select({ technician_id: technicianCourses.technician_id, expires_on: technicianCourses.expires_on })
    .from(technicianCourses)
    .where(
      and(
        eq(technicianCourses.course_id, courseId),
        inArray(
          technicianCourses.technician_id,
          crew.map((p) => p.id),
        ),
      ),
    );
  const latest = (id: number) =>
    records
      .filter((r) => r.technician_id === id)
      .map((r) => r.expires_on ?? '9999-12-31')
      .sort()
      .at(-1) ?? '0000-01-01';
  return [...crew].sort((a, b) => latest(a.id).localeCompare(latest(b.id)) || a.id - b.id).slice(0, count);
}
