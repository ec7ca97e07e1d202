import { eq, sql } from 'drizzle-orm';
import { courseExpiry } from '../../../model/modules/training/expiry';
import type { Database } from '../../db/client';
import { technicianCourses } from '../../db/schema';
import type { SessionRow } from './sessionQueries';

interface Attendance {
  id: number;
  technician_id: number;
  result: string | null;
  completed_on: string | null;
  certificate_no: string | null;
}

/**
 * Keeps the technician's course record in step with their attendance (docs/modules/training.md): a pass writes
 * or updates the record linked to it — what the assignment rule mandatory_training and the matrix
 * read — and anything else (fail, absent, no result) removes it. Removing the attendee removes the
 * record too (foreign key cascade).
 */
export async function syncCourseRecord(tx: Database, session: SessionRow, attendance: Attendance): Promise<void> {
  if (attendance.result !== 'pass' || !attendance.completed_on) {
    await tx.delete(technicianCourses).where(eq(technicianCourses.training_attendee_id, attendance.id));
    return;
  }
  const values = {
    completed_on: attendance.completed_on,
    expires_on: courseExpiry(attendance.completed_on, session.validity_months),
    certificate_no: attendance.certificate_no,
  };
  const [existing] = await tx
    .select({ id: technicianCourses.id })
    .from(technicianCourses)
    .where(eq(technicianCourses.training_attendee_id, attendance.id));
  if (existing) {
    await tx
      .update(technicianCourses)
      .set({ ...values, version: sql`${technicianCourses.version} + 1`, updated_at: sql`now()` })
      .where(eq(technicianCourses.id, existing.id));
  } else {
    await tx
      .insert(technicianCourses)
      .values({ ...values, technician_id: attendance.technician_id, course_id: session.course_id, training_attendee_id: attendance.id });
  }
}
