import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns } from './columns';
import { storedFiles } from './files';
import { regions } from './accounts';
import { stations, technicians } from './network';
import { trainingCourses } from './catalogue';
import { attendeeResults, sessionStatuses } from '../../../model/modules/training';

/** A training session (docs/modules/training.md): a course given at a place and time to a list of attendees. */
export const trainingActivities = pgTable(
  'training_activities',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    course_id: integer('course_id')
      .notNull()
      .references(() => trainingCourses.id),
    /** Empty when given elsewhere (a manufacturer's school): `location` says where. */
    station_id: integer('station_id').references(() => stations.id),
    location: text('location'),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** An internal instructor is one of the technicians; an external one is a name. */
    instructor_technician_id: integer('instructor_technician_id').references(() => technicians.id, { onDelete: 'set null' }),
    instructor_name: text('instructor_name'),
    capacity: integer('capacity').notNull(),
    status: text('status', { enum: sessionStatuses }).notNull().default('planned'),
    remarks: text('remarks'),
  },
  (t) => [
    index('training_activities_region_start_idx').on(t.region_id, t.starts_at),
    index('training_activities_course_idx').on(t.course_id),
    check('training_activities_times_check', sql`${t.ends_at} > ${t.starts_at}`),
    check('training_activities_capacity_check', sql`${t.capacity} > 0`),
  ],
);

/**
 * One technician on a session. A pass writes the technician's course record (technician_courses,
 * linked back here), which is what the assignment rules and the matrix read.
 */
export const trainingAttendees = pgTable(
  'training_attendees',
  {
    ...recordColumns,
    training_activity_id: integer('training_activity_id')
      .notNull()
      .references(() => trainingActivities.id, { onDelete: 'cascade' }),
    technician_id: integer('technician_id')
      .notNull()
      .references(() => technicians.id, { onDelete: 'cascade' }),
    result: text('result', { enum: attendeeResults }),
    completed_on: date('completed_on'),
    certificate_no: text('certificate_no'),
    certificate_name: text('certificate_name'),
    certificate_path: text('certificate_path').references(() => storedFiles.path),
  },
  (t) => [
    uniqueIndex('training_attendees_unique').on(t.training_activity_id, t.technician_id),
    index('training_attendees_technician_idx').on(t.technician_id),
  ],
);
