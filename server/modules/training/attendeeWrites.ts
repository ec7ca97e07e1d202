import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { evaluateEnrolment, evaluateResult } from '../../../model/modules/training/sessionRules';
import type { AttendeeResultBody } from '../../../model/modules/training/sessionSchemas';
import type { RuleResult } from '../../../model/modules/training/ruleResult';
import { recordAudit } from '../../audit';
import type { Database } from '../../db/client';
import { lockTechnicians } from '../../db/commitmentLocks';
import { trainingAttendees } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../errors';
import { failedRuleTexts } from '../../core/ruleRefusal';
import { extensionOf, storeMediaFile, storedFolders } from '../../media/mediaFiles';
import { bookingsOf, candidateTechnicians, enrolledCount, findAttendee } from './attendeeQueries';
import { syncCourseRecord } from './courseRecords';
import type { SessionRow } from './sessionQueries';

const audit = (tx: Database, request: FastifyRequest, sessionId: number, action: string, changes: Record<string, unknown>) =>
  recordAudit(tx, request, { action, resource: 'training_activities', recordId: sessionId, changes });

/**
 * A refusal by the rules: per field a text for every failed rule, and the verdicts themselves
 * (per technician on an enrolment), so the browser shows why next to each name.
 */
function refusal(errors: Record<string, string[]>, rules: Record<string, RuleResult[]>): ApiError {
  return new ApiError(422, 'training.rules_failed', {}, undefined, { errors, rules });
}

/** Each technician judged for the session by every enrolment rule, as if all of `ids` were added together. */
export async function enrolmentVerdicts(tx: Database, session: SessionRow, ids: number[] | undefined, adding = ids?.length ?? 1) {
  const people = await candidateTechnicians(tx, session, ids);
  const bookings = await bookingsOf(
    tx,
    session,
    people.map((p) => p.id),
  );
  const enrolled = await enrolledCount(tx, session.id);
  return people.map((person) => ({
    ...person,
    rules: evaluateEnrolment({ session, enrolled, adding, bookings: bookings.get(person.id) ?? [] }),
  }));
}

/**
 * POST /training_activities/:id/attendees. All or nothing: a technician of another region or
 * already on the session is a 422 on technician_ids; a refusal names every failed rule of every
 * technician refused, keyed `technician_ids.<id>`.
 */
export async function enrolTechnicians(tx: Database, request: FastifyRequest, session: SessionRow, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  // The rules read their other sessions and work: another enrolment of one of them waits for this one (docs/concurrency.md).
  await lockTechnicians(tx, unique);
  const verdicts = await enrolmentVerdicts(tx, session, unique);
  if (verdicts.length !== unique.length) throw invalid({ technician_ids: 'validation.reference_missing' });
  if (verdicts.some((v) => v.enrolled)) throw invalid({ technician_ids: 'training.already_enrolled' });
  const refused = verdicts.filter((v) => v.rules.some((r) => !r.ok));
  if (refused.length) {
    throw refusal(
      Object.fromEntries(
        refused.map((v) => [`technician_ids.${v.id}`, failedRuleTexts(request, v.rules).map((text) => `${v.name}: ${text}`)]),
      ),
      Object.fromEntries(refused.map((v) => [String(v.id), v.rules])),
    );
  }
  await tx.insert(trainingAttendees).values(unique.map((technician_id) => ({ training_activity_id: session.id, technician_id })));
  await audit(tx, request, session.id, 'enrol', { technician_ids: unique });
}

export async function removeAttendee(tx: Database, request: FastifyRequest, session: SessionRow, attendeeId: number): Promise<void> {
  const current = await findAttendee(tx, session.id, attendeeId);
  if (!current) throw notFound();
  // The cascade takes the course record a pass earned with it.
  await tx.delete(trainingAttendees).where(eq(trainingAttendees.id, current.id));
  await audit(tx, request, session.id, 'unenrol', {
    attendee_id: current.id,
    technician_id: current.technician_id,
    result: current.result,
  });
}

/**
 * PUT /training_activities/:id/attendees/:attendee_id: a result under the rules (not before the
 * end, a dated pass), its version checked (409 on a stale copy); the course record follows.
 */
export async function recordResult(
  tx: Database,
  request: FastifyRequest,
  session: SessionRow,
  attendeeId: number,
  body: AttendeeResultBody,
  now: Date,
): Promise<void> {
  const current = await findAttendee(tx, session.id, attendeeId);
  if (!current) throw notFound();
  if (current.version !== body.version) throw new ApiError(409, 'errors.conflict', {}, undefined, { current });
  const completedOn = body.result === 'pass' ? (body.completed_on ?? null) : null;
  if (body.result) {
    const rules = evaluateResult({ session, result: body.result, completed_on: completedOn }, now);
    if (rules.some((r) => !r.ok)) throw refusal({ result: failedRuleTexts(request, rules) }, { [String(attendeeId)]: rules });
  }
  const next = {
    result: body.result,
    completed_on: completedOn,
    certificate_no: body.certificate_no === undefined ? current.certificate_no : body.certificate_no,
  };
  await tx
    .update(trainingAttendees)
    .set({ ...next, version: sql`${trainingAttendees.version} + 1`, updated_at: sql`now()` })
    .where(eq(trainingAttendees.id, current.id));
  await syncCourseRecord(tx, session, { id: current.id, technician_id: current.technician_id, ...next });
  const changes = Object.fromEntries(
    (Object.keys(next) as (keyof typeof next)[]).filter((k) => current[k] !== next[k]).map((k) => [k, { from: current[k], to: next[k] }]),
  );
  await audit(tx, request, session.id, 'record_result', { attendee_id: current.id, technician_id: current.technician_id, ...changes });
}

/** Stores a checked certificate file on an attendee (its version moves on; the bytes never leave but to signed-in readers). */
export async function storeCertificate(
  tx: Database,
  request: FastifyRequest,
  session: SessionRow,
  attendeeId: number,
  file: { name: string; type: string; content: Buffer },
): Promise<void> {
  const current = await findAttendee(tx, session.id, attendeeId);
  if (!current) throw notFound();
  await tx
    .update(trainingAttendees)
    .set({
      // The one it replaces, if any, is deleted with this change (stored_files, docs/ARCHITECTURE.md "Files").
      certificate_path: await storeMediaFile(tx, {
        folder: storedFolders.trainingCertificates,
        extension: extensionOf(file.type),
        content: file.content,
        createdBy: request.requireSession().user.id,
      }),
      certificate_name: file.name,
      version: sql`${trainingAttendees.version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(trainingAttendees.id, current.id));
  await audit(tx, request, session.id, 'certificate_upload', {
    attendee_id: current.id,
    technician_id: current.technician_id,
    certificate_name: file.name,
    bytes: file.content.length,
  });
}
