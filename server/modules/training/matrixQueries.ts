import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { LicenceCategory } from '../../../model/core/licences';
import type { ComplianceState } from '../../../model/modules/training/enums';
import { statesNeedingTraining } from '../../../model/modules/training/expiry';
import {
  courseKey,
  matrixRequirements,
  matrixRow,
  type MatrixCourse,
  type MatrixRow,
  type Requirement,
} from '../../../model/modules/training/requirements';
import type { Database } from '../../db/client';
import { aircraftType, stations, technicianAuthorisations, technicians, trainingCourses } from '../../db/schema';
import { heldCoursesSql } from '../../core/trainingExpiry';

export interface MatrixFilter {
  regionId: number;
  stationId?: number;
  courseId?: number;
  state?: ComplianceState;
  q?: string;
}

export interface MatrixRowWithStation extends MatrixRow {
  home_station_code: string | null;
}

export interface TrainingMatrix {
  today: string;
  requirements: Requirement[];
  rows: MatrixRowWithStation[];
}

/** The courses that bind someone: active, mandatory for an audience; one of them when filtered. */
async function mandatoryCourses(db: Database, courseId?: number): Promise<MatrixCourse[]> {
  return db
    .select({
      id: trainingCourses.id,
      code: trainingCourses.code,
      name: trainingCourses.name,
      mandatory_for: trainingCourses.mandatory_for,
    })
    .from(trainingCourses)
    .where(
      and(
        eq(trainingCourses.active, true),
        sql`cardinality(${trainingCourses.mandatory_for}) > 0`,
        courseId ? eq(trainingCourses.id, courseId) : undefined,
      ),
    )
    .orderBy(asc(trainingCourses.code));
}

/** Active technicians of the region, filtered by home station and name / employee number in SQL. */
async function regionTechnicians(db: Database, filter: MatrixFilter) {
  const conditions: (SQL | undefined)[] = [eq(technicians.region_id, filter.regionId), eq(technicians.active, true)];
  if (filter.stationId) conditions.push(eq(technicians.home_station_id, filter.stationId));
  if (filter.q) conditions.push(or(ilike(technicians.name, `%${filter.q}%`), ilike(technicians.employee_no, `%${filter.q}%`)));
  return db
    .select({
      id: technicians.id,
      name: technicians.name,
      employee_no: technicians.employee_no,
      home_station_id: technicians.home_station_id,
      home_station_code: stations.code,
      licences: technicians.licences,
      licence_expiry: technicians.licence_expiry,
    })
    .from(technicians)
    .leftJoin(stations, eq(stations.id, technicians.home_station_id))
    .where(and(...conditions))
    .orderBy(asc(technicians.name), asc(technicians.id));
}

/**
 * The courses the technicians hold, one row per course with the expiry that counts (a renewal
 * replaces the lapsed record: heldCoursesSql, the same SQL the technicians list and What's up's
 * training alert read).
 */
async function heldCourses(db: Database, ids: number[]) {
  if (!ids.length) return [];
  const { rows } = (await db.execute(sql`select t.id as technician_id, held.course_id, held.expires_on::text as expires_on
    from technicians t cross join lateral (${heldCoursesSql(sql`t.id`)}) held
    where t.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as { rows: { technician_id: number; course_id: number; expires_on: string | null }[] };
  return rows.map((r) => ({ ...r, technician_id: Number(r.technician_id), course_id: Number(r.course_id) }));
}

async function authorisationsOf(db: Database, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      technician_id: technicianAuthorisations.technician_id,
      aircraft_type_id: technicianAuthorisations.aircraft_type_id,
      aircraft_type_code: aircraftType.icao,
      category: technicianAuthorisations.category,
      valid_until: technicianAuthorisations.valid_until,
    })
    .from(technicianAuthorisations)
    .innerJoin(aircraftType, eq(aircraftType.id, technicianAuthorisations.aircraft_type_id))
    .where(inArray(technicianAuthorisations.technician_id, ids));
}

/**
 * Technicians × requirements (docs/modules/training.md) for one region on `today`. A course filter keeps that
 * course's column only; a state filter keeps the technicians with a cell in that state among the
 * columns shown.
 */
export async function trainingMatrix(db: Database, filter: MatrixFilter, today: string): Promise<TrainingMatrix> {
  const courses = await mandatoryCourses(db, filter.courseId);
  const people = await regionTechnicians(db, filter);
  const ids = people.map((p) => p.id);
  const [held, authorisations] = [await heldCourses(db, ids), await authorisationsOf(db, ids)];
  const facts = people.map((person) => ({
    ...person,
    authorisations: filter.courseId
      ? []
      : authorisations.filter((a) => a.technician_id === person.id).map((a) => ({ ...a, category: a.category as LicenceCategory })),
    courses: held.filter((h) => h.technician_id === person.id),
  }));
  let requirements = matrixRequirements(courses, facts);
  if (filter.courseId) requirements = requirements.filter((r) => r.kind === 'course');
  const keys = new Set(requirements.map((r) => r.key));
  let rows = facts.map((person) => {
    const row = matrixRow(person, courses, today);
    const cells = Object.fromEntries(Object.entries(row.cells).filter(([key]) => keys.has(key)));
    return { ...row, cells, home_station_code: person.home_station_code };
  });
  if (filter.state) rows = rows.filter((row) => Object.values(row.cells).some((cell) => cell.state === filter.state));
  if (filter.courseId) rows = rows.filter((row) => row.cells[courseKey(filter.courseId!)]);
  return { today, requirements, rows };
}

/** The technicians a session on the course should take: expired, expiring within 60 days, or never trained. */
export async function expiringOnCourse(db: Database, regionId: number, courseId: number, today: string) {
  const { rows } = await trainingMatrix(db, { regionId, courseId }, today);
  const key = courseKey(courseId);
  return rows
    .filter((row) => statesNeedingTraining.includes(row.cells[key].state))
    .map((row) => ({
      technician_id: row.technician_id,
      name: row.name,
      employee_no: row.employee_no,
      home_station_code: row.home_station_code,
      ...row.cells[key],
    }));
}
