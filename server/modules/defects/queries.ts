import { sql, type SQL } from 'drizzle-orm';
import { utcToLocal } from '../../../model/core/localTime';
import { daysLeft, type DefectRecord } from '../../../model/modules/defects';
import type { Database } from '../../db/client';
import type { DefectJob } from './access';

/** The defect columns an answer shows, with the names of the people and the job it was found on. */
const recordColumnsSql = sql`d.id, d.state, d.description, d.ata_chapter, d.registration, d.found_at, d.found_on::text as found_on,
  coalesce(a.work_order, o.request_no) as found_on_job, s.code as found_station, d.photo_path is not null as has_photo,
  d.action_taken, d.rectified_at, coalesce(d.rectified_parts, '[]'::jsonb) as rectified_parts,
  coalesce(d.rectified_tools, '[]'::jsonb) as rectified_tools, d.mel_item, d.deferral_category, d.limit_days,
  d.due_on::text as due_on, d.tech_log_ref, d.deferred_at, d.version, d.activity_id, d.on_call_request_id,
  d.found_by, fu.name as found_by_name, d.rectified_by, ru.name as rectified_by_name, d.deferred_by, du.name as deferred_by_name`;

const joinsSql = sql`left join activities a on a.id = d.activity_id
  left join on_call_requests o on o.id = d.on_call_request_id
  left join stations s on s.id = d.station_id
  left join users fu on fu.id = d.found_by
  left join users ru on ru.id = d.rectified_by
  left join users du on du.id = d.deferred_by`;

type DefectRow = Omit<
  DefectRecord,
  'found_by' | 'rectified_by' | 'deferred_by' | 'carried' | 'days_left' | 'found_at' | 'rectified_at' | 'deferred_at'
> & {
  found_at: Date | string;
  rectified_at: Date | string | null;
  deferred_at: Date | string | null;
  activity_id: number | null;
  on_call_request_id: number | null;
  found_by: number | null;
  found_by_name: string | null;
  rectified_by: number | null;
  rectified_by_name: string | null;
  deferred_by: number | null;
  deferred_by_name: string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const person = (id: number | null, name: string | null) => (id === null ? null : { id: Number(id), name: name ?? '' });

/** The job's own column of the defects table. */
export const jobColumn = (job: DefectJob) => (job.kind === 'activities' ? sql`d.activity_id` : sql`d.on_call_request_id`);
const rectifiedColumn = (job: DefectJob) => (job.kind === 'activities' ? sql`d.rectified_activity_id` : sql`d.rectified_request_id`);

function toRecord(row: DefectRow, job: DefectJob, today: string): DefectRecord {
  const ownId = job.kind === 'activities' ? row.activity_id : row.on_call_request_id;
  return {
    id: Number(row.id),
    state: row.state,
    description: row.description,
    ata_chapter: row.ata_chapter,
    registration: row.registration,
    found_on_job: row.found_on_job,
    found_station: row.found_station,
    carried: ownId === null || Number(ownId) !== job.id,
    found_by: person(row.found_by, row.found_by_name),
    found_at: iso(row.found_at)!,
    found_on: row.found_on,
    has_photo: row.has_photo,
    action_taken: row.action_taken,
    rectified_by: person(row.rectified_by, row.rectified_by_name),
    rectified_at: iso(row.rectified_at),
    rectified_parts: row.rectified_parts,
    rectified_tools: row.rectified_tools,
    mel_item: row.mel_item,
    deferral_category: row.deferral_category,
    limit_days: row.limit_days === null ? null : Number(row.limit_days),
    due_on: row.due_on,
    days_left: row.state === 'deferred' && row.due_on ? daysLeft(row.due_on, today) : null,
    tech_log_ref: row.tech_log_ref,
    deferred_by: person(row.deferred_by, row.deferred_by_name),
    deferred_at: iso(row.deferred_at),
    version: Number(row.version),
  };
}

async function selectDefects(db: Database, job: DefectJob, where: SQL, now: Date): Promise<DefectRecord[]> {
  const { rows } = (await db.execute(sql`select ${recordColumnsSql} from defects d ${joinsSql} where ${where}
    order by case d.state when 'open' then 0 when 'deferred' then 1 else 2 end, d.due_on nulls last, d.found_at, d.id`)) as {
    rows: DefectRow[];
  };
  const today = utcToLocal(now, job.time_zone).date;
  return rows.map((row) => toRecord(row, job, today));
}

/** Deferred on any job of the same aircraft, at any station of the company: a deferral follows the registration. */
const followsAircraft = (job: DefectJob) =>
  job.registration ? sql`(d.state = 'deferred' and d.registration = ${job.registration.toUpperCase()})` : sql`false`;

/**
 * What a job shows: the defects found on it, those it rectified, and every deferred defect of its
 * aircraft still waiting (found on another job, at any station): open first, then deferred by due day.
 */
export function defectsOfJob(db: Database, job: DefectJob, now: Date): Promise<DefectRecord[]> {
  return selectDefects(
    db,
    job,
    sql`(${jobColumn(job)} = ${job.id} or ${rectifiedColumn(job)} = ${job.id} or ${followsAircraft(job)})`,
    now,
  );
}

/** One defect the job can act on (its own, or the aircraft's deferred one), locked for a write; undefined if none. */
export async function defectOfJob(
  db: Database,
  job: DefectJob,
  defectId: number,
  now: Date,
  lock = false,
): Promise<DefectRecord | undefined> {
  if (lock) await db.execute(sql`select 1 from defects where id = ${defectId} for update`);
  const [record] = await selectDefects(
    db,
    job,
    sql`d.id = ${defectId} and (${jobColumn(job)} = ${job.id} or ${rectifiedColumn(job)} = ${job.id} or ${followsAircraft(job)})`,
    now,
  );
  return record;
}

/** The defects still open on the job: the release is refused while any is (145.A.50). */
export async function openDefectsOf(db: Database, job: Pick<DefectJob, 'kind' | 'id'>): Promise<{ id: number; description: string }[]> {
  const column = job.kind === 'activities' ? sql`activity_id` : sql`on_call_request_id`;
  const { rows } = (await db.execute(
    sql`select id, description from defects where ${column} = ${job.id} and state = 'open' order by found_at, id`,
  )) as { rows: { id: number; description: string }[] };
  return rows.map((row) => ({ id: Number(row.id), description: row.description }));
}

/** A deferred item as the certificate states it (145.A.50(e)). */
export interface DeferredItem {
  description: string;
  ata_chapter: string | null;
  mel_item: string;
  category: string;
  due_on: string;
  tech_log_ref: string;
}

/** The aircraft's deferred items when the job is released: found on it or carried from an earlier job. */
export async function deferredItemsOf(db: Database, job: Pick<DefectJob, 'kind' | 'id' | 'registration'>): Promise<DeferredItem[]> {
  const column = job.kind === 'activities' ? sql`activity_id` : sql`on_call_request_id`;
  const aircraft = job.registration ? sql`or registration = ${job.registration.toUpperCase()}` : sql``;
  const { rows } = (await db.execute(sql`select description, ata_chapter, mel_item, deferral_category as category,
      due_on::text as due_on, tech_log_ref from defects
    where state = 'deferred' and (${column} = ${job.id} ${aircraft}) order by due_on, id`)) as { rows: DeferredItem[] };
  return rows;
}
