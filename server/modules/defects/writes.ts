import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { utcToLocal } from '../../../model/core/localTime';
import {
  canRectify,
  deferralDueOn,
  deferralVerdicts,
  evidenceVerdict,
  limitDaysOf,
  type DefectCreate,
  type DefectDefer,
  type DefectRecord,
  type DefectRectify,
} from '../../../model/modules/defects';
import { recordAudit } from '../../audit';
import { ruleRefusal } from '../../core/ruleRefusal';
import type { Database } from '../../db/client';
import { defects } from '../../db/schema';
import { notFound } from '../../errors';
import { extensionOf, readCheckedFile, storeMediaFile, storedFolders } from '../../media/mediaFiles';
import type { DefectJob } from './access';
import { defectOfJob } from './queries';

/**
 * The writes on a job's defects (docs/modules/defects.md): record, rectify, defer. Each runs in the
 * transaction that locked the job (access.ts) and the defect row, so two hands on one defect take turns:
 * the second sees the first one's state and is refused by the rules.
 */

/** The job's page refreshes wherever it is open: an activity by the defects trigger, a request by its own. */
async function announce(tx: Database, job: DefectJob): Promise<void> {
  if (job.kind === 'on_call_requests') await tx.execute(sql`update on_call_requests set updated_at = now() where id = ${job.id}`);
}

const audit = (tx: Database, request: FastifyRequest, id: number, action: string, changes: Record<string, unknown>) =>
  recordAudit(tx, request, { action, resource: 'defects', recordId: id, changes });

/** POST …/defects: found now, on the station's day, by the caller. */
export async function recordDefect(tx: Database, request: FastifyRequest, job: DefectJob, body: DefectCreate, now: Date): Promise<number> {
  const [row] = await tx
    .insert(defects)
    .values({
      region_id: job.region_id,
      station_id: job.station_id,
      ...job.link,
      registration: job.registration?.toUpperCase() ?? null,
      aircraft_type_id: job.aircraft_type_id,
      description: body.description,
      ata_chapter: body.ata_chapter ?? null,
      found_by: request.requireSession().user.id,
      found_at: now,
      found_on: utcToLocal(now, job.time_zone).date,
    })
    .returning({ id: defects.id });
  await audit(tx, request, row.id, 'create', {
    job: `${job.kind}/${job.id}`,
    description: body.description,
    ata_chapter: body.ata_chapter ?? null,
  });
  await announce(tx, job);
  return row.id;
}

async function lockedDefect(tx: Database, job: DefectJob, defectId: number, now: Date): Promise<DefectRecord> {
  const defect = await defectOfJob(tx, job, defectId, now, true);
  if (!defect) throw notFound();
  return defect;
}

/** The job's part issues not reversed, and its bookings, each with what the record keeps of it (GET …/defects/evidence). */
export async function jobEvidence(tx: Database, job: DefectJob) {
  const movementColumn = job.kind === 'activities' ? sql`m.activity_id` : sql`m.on_call_request_id`;
  const bookingColumn = job.kind === 'activities' ? sql`b.activity_id` : sql`b.on_call_request_id`;
  const { rows: movements } = (await tx.execute(sql`select m.id, mt.part_number || coalesce(' ' || m.lot, '')
      || coalesce(' — ' || m.cert_no, '') as label
    from stock_movements m join materials mt on mt.id = m.material_id
    where ${movementColumn} = ${job.id} and m.kind = 'issue'
      and not exists (select 1 from stock_movements r where r.reverses_id = m.id)`)) as { rows: { id: number; label: string }[] };
  const { rows: bookings } = (await tx.execute(sql`select b.id, coalesce(t.registration, e.asset_no || ' ' || e.name,
      c.tool_no || ' ' || c.description) as label
    from resource_bookings b left join trucks t on t.id = b.truck_id left join equipment e on e.id = b.equipment_id
      left join calibrated_tools c on c.id = b.calibrated_tool_id
    where ${bookingColumn} = ${job.id}`)) as { rows: { id: number; label: string }[] };
  return { movements: movements.map((m) => ({ ...m, id: Number(m.id) })), bookings: bookings.map((b) => ({ ...b, id: Number(b.id) })) };
}

/**
 * POST …/defects/:defect_id/rectify: the work done, with which of the job's parts and tools. A deferred
 * defect of the aircraft found on an earlier job is rectified here too, and the record names this job.
 */
export async function rectifyDefect(
  tx: Database,
  request: FastifyRequest,
  job: DefectJob,
  defectId: number,
  body: DefectRectify,
  now: Date,
): Promise<void> {
  const defect = await lockedDefect(tx, job, defectId, now);
  const evidence = await jobEvidence(tx, job);
  const verdicts = [
    canRectify(defect.state),
    evidenceVerdict(
      { movementIds: body.movement_ids, bookingIds: body.booking_ids },
      { movementIds: evidence.movements.map((m) => m.id), bookingIds: evidence.bookings.map((b) => b.id) },
    ),
  ];
  if (verdicts.some((verdict) => !verdict.ok)) throw ruleRefusal(request, 'defect', verdicts, 'defects.refused');
  const parts = evidence.movements.filter((m) => body.movement_ids.includes(m.id)).map((m) => ({ movement_id: m.id, label: m.label }));
  const tools = evidence.bookings.filter((b) => body.booking_ids.includes(b.id)).map((b) => ({ booking_id: b.id, label: b.label }));
  await tx.execute(sql`update defects set state = 'rectified', action_taken = ${body.action_taken},
      rectified_by = ${request.requireSession().user.id}, rectified_at = ${now.toISOString()},
      rectified_activity_id = ${job.link.activity_id ?? null}, rectified_request_id = ${job.link.on_call_request_id ?? null},
      rectified_parts = ${JSON.stringify(parts)}::jsonb, rectified_tools = ${JSON.stringify(tools)}::jsonb,
      version = version + 1, updated_at = now()
    where id = ${defect.id}`);
  await audit(tx, request, defect.id, 'rectify', { job: `${job.kind}/${job.id}`, action_taken: body.action_taken, parts, tools });
  await announce(tx, job);
}

/** POST …/defects/:defect_id/defer: the MEL/CDL item, its category and limit, the due day, the tech-log page. */
export async function deferDefect(
  tx: Database,
  request: FastifyRequest,
  job: DefectJob,
  defectId: number,
  body: DefectDefer,
  now: Date,
): Promise<void> {
  const defect = await lockedDefect(tx, job, defectId, now);
  const verdicts = deferralVerdicts(defect.state, body.category, body.limit_days);
  if (verdicts.some((verdict) => !verdict.ok)) throw ruleRefusal(request, 'defect', verdicts, 'defects.refused');
  const limitDays = limitDaysOf(body.category, body.limit_days)!;
  const dueOn = deferralDueOn(defect.found_on, limitDays);
  await tx.execute(sql`update defects set state = 'deferred', mel_item = ${body.mel_item}, deferral_category = ${body.category},
      limit_days = ${limitDays}, due_on = ${dueOn}, tech_log_ref = ${body.tech_log_ref},
      deferred_by = ${request.requireSession().user.id}, deferred_at = ${now.toISOString()},
      version = version + 1, updated_at = now()
    where id = ${defect.id}`);
  await audit(tx, request, defect.id, 'defer', {
    job: `${job.kind}/${job.id}`,
    mel_item: body.mel_item,
    category: body.category,
    limit_days: limitDays,
    due_on: dueOn,
    tech_log_ref: body.tech_log_ref,
  });
  await announce(tx, job);
}

/** PUT …/defects/:defect_id/photo: the picture taken on the ramp, kept with the record. */
export async function attachPhoto(
  tx: Database,
  request: FastifyRequest,
  job: DefectJob,
  defectId: number,
  photo: { type: string; content: Buffer },
  now: Date,
): Promise<void> {
  const defect = await lockedDefect(tx, job, defectId, now);
  // The photo it replaces, if any, is deleted with this change (stored_files, docs/ARCHITECTURE.md "Files").
  const path = await storeMediaFile(tx, {
    folder: storedFolders.defectPhotos,
    extension: extensionOf(photo.type),
    content: photo.content,
    createdBy: request.requireSession().user.id,
  });
  await tx.execute(sql`update defects set photo_path = ${path}, version = version + 1, updated_at = now() where id = ${defect.id}`);
  await audit(tx, request, defect.id, 'photo', { job: `${job.kind}/${job.id}`, bytes: photo.content.length, type: photo.type });
  await announce(tx, job);
}

/** GET …/defects/:defect_id/photo: the stored photo, checked against its SHA-256. */
export async function photoOf(
  db: Database,
  request: FastifyRequest,
  job: DefectJob,
  defectId: number,
  now: Date,
): Promise<{ type: string; content: Buffer }> {
  const defect = await defectOfJob(db, job, defectId, now);
  if (!defect?.has_photo) throw notFound();
  const { rows } = (await db.execute(sql`select photo_path from defects where id = ${defectId}`)) as { rows: { photo_path: string }[] };
  const file = await readCheckedFile(db, request, rows[0].photo_path);
  return { type: file.contentType, content: file.bytes };
}
