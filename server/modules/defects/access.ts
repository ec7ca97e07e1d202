import { sql } from 'drizzle-orm';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { ApiError, forbidden, notFound } from '../../errors';
import { crewOfUser, isAssignedTo } from '../../core/workItem/jobCrew';
import type { JobLink } from '../../core/workItem/jobParts';

/** The job a defect is recorded on, named by the path: /activities/:id/defects or /on_call_requests/:id/defects. */
export type DefectJobKind = 'activities' | 'on_call_requests';

/** What a defect copies from its job, and what its answers name. */
export interface DefectJob {
  kind: DefectJobKind;
  id: number;
  link: JobLink;
  region_id: number;
  station_id: number | null;
  registration: string | null;
  aircraft_type_id: number | null;
  /** The station's (or, before dispatch, the airport's) IANA zone: the day of discovery is local. */
  time_zone: string;
  signed: boolean;
}

const jobSql = {
  activities: (id: number) => sql`select a.id, a.region_id, a.station_id, a.registration, a.aircraft_type_id, ap.time_zone,
      exists (select 1 from activity_rts r where r.activity_id = a.id) as signed
    from activities a join stations s on s.id = a.station_id join airport ap on ap.id = s.airport_id where a.id = ${id}`,
  on_call_requests: (id: number) => sql`select o.id, o.region_id, o.station_id, o.registration, o.aircraft_type_id, ap.time_zone,
      exists (select 1 from on_call_rts r where r.request_id = o.id) as signed
    from on_call_requests o join airport ap on ap.id = o.airport_id where o.id = ${id}`,
};
const lockSql = {
  activities: (id: number) => sql`select 1 from activities where id = ${id} for update`,
  on_call_requests: (id: number) => sql`select 1 from on_call_requests where id = ${id} for update`,
};

/** The desk permission that records defects on any job of its kind; work_record is for the job's own crew. */
const deskPermission: Record<DefectJobKind, string> = { activities: 'scheduled_write', on_call_requests: 'on_call_write' };

/**
 * The job of the path in one of the caller's regions (else a 404, as for an id that does not exist).
 * For a write the job's row is locked until the transaction ends, so a defect and the release's
 * "no open defect" check never interleave (docs/concurrency.md); a signed job is final (409), and the
 * caller is the desk or on the job's crew (else 403).
 */
export async function defectJob(db: Database, session: Session, kind: DefectJobKind, id: number, write: boolean): Promise<DefectJob> {
  if (write) await db.execute(lockSql[kind](id));
  const { rows } = (await db.execute(jobSql[kind](id))) as { rows: Omit<DefectJob, 'kind' | 'link'>[] };
  const row = rows[0];
  if (!row || !session.regions.some((region) => region.region_id === row.region_id)) throw notFound();
  if (write) {
    if (row.signed) throw new ApiError(409, 'defects.job_signed');
    if (!session.permissions.has(deskPermission[kind])) {
      const onCrew =
        kind === 'activities' ? await isAssignedTo(db, session.user.id, id) : (await crewOfUser(db, id, session.user.id)).length > 0;
      if (!session.permissions.has('work_record') || !onCrew) throw forbidden();
    }
  }
  const link: JobLink = kind === 'activities' ? { activity_id: id } : { on_call_request_id: id };
  return { ...row, kind, link, id: Number(row.id), region_id: Number(row.region_id) };
}
