import { z } from 'zod';
import { licenceCategories } from '../../resources/enums';
import { attendeeResults, complianceStates } from './enums';

/**
 * What the Training endpoints beyond CRUD answer (docs/modules/training.md): attendees, enrolment
 * candidates, the compliance matrix and who should take a course. The server declares these as its
 * response schemas and the browser reads its records typed from them.
 */

/** A rule's verdict (model/ruleCatalogue.ts): `reason` is an i18n key with its `params`. */
export const trainingVerdictSchema = z.object({
  rule: z.string(),
  ok: z.boolean(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** An attendee as the session page lists it: never the certificate's bytes, only whether there are some. */
export const attendeeSchema = z.object({
  id: z.int(),
  version: z.int(),
  training_activity_id: z.int(),
  technician_id: z.int(),
  technician_name: z.string(),
  employee_no: z.string(),
  home_station_code: z.string().nullable(),
  result: z.enum(attendeeResults).nullable(),
  completed_on: z.string().nullable(),
  certificate_no: z.string().nullable(),
  certificate_name: z.string().nullable(),
  has_certificate: z.boolean(),
  /** The expiry the pass gives (its course record); null without a pass, or for a course that does not expire. */
  expires_on: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** An active technician of the session's region, judged by every enrolment rule as the one person added. */
export const enrolmentCandidateSchema = z.object({
  id: z.int(),
  name: z.string(),
  employee_no: z.string(),
  home_station_code: z.string().nullable(),
  enrolled: z.boolean(),
  rules: z.array(trainingVerdictSchema),
});
export type EnrolmentCandidate = z.infer<typeof enrolmentCandidateSchema>;

/** A column of the matrix (model/modules/training/requirements.ts `Requirement`). */
export const requirementSchema = z.discriminatedUnion('kind', [
  z.object({ key: z.string(), kind: z.literal('course'), course_id: z.int(), code: z.string(), name: z.string() }),
  z.object({ key: z.literal('licence'), kind: z.literal('licence') }),
  z.object({
    key: z.string(),
    kind: z.literal('type_authorisation'),
    aircraft_type_id: z.int(),
    aircraft_type_code: z.string(),
    category: z.enum(licenceCategories),
  }),
]);

const matrixCellSchema = z.object({ state: z.enum(complianceStates), expires_on: z.string().nullable() });

/** GET /api/training_matrix: the region's technicians × requirements on `today`. */
export const trainingMatrixSchema = z.object({
  today: z.string(),
  requirements: z.array(requirementSchema),
  rows: z.array(
    z.object({
      technician_id: z.int(),
      name: z.string(),
      employee_no: z.string(),
      home_station_id: z.int().nullable(),
      home_station_code: z.string().nullable(),
      cells: z.record(z.string(), matrixCellSchema),
    }),
  ),
});
export type TrainingMatrix = z.infer<typeof trainingMatrixSchema>;

/** GET /api/training_matrix/expiring: a technician a session on the course should take. */
export const expiringTechnicianSchema = z.object({
  technician_id: z.int(),
  name: z.string(),
  employee_no: z.string(),
  home_station_code: z.string().nullable(),
  state: z.enum(complianceStates),
  expires_on: z.string().nullable(),
});
export type ExpiringTechnician = z.infer<typeof expiringTechnicianSchema>;
