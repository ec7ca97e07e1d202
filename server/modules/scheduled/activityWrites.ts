import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  ActivityCreate,
  ActivityStatusChange,
  ActivityTimesChange,
  ActivityUpdate,
} from '../../../model/modules/scheduled/activitySchemas';
import type { ActivityStatus } from '../../../model/modules/scheduled/enums';
import { turnaroundWindow, utcToLocal } from '../../../model/core/localTime';
import { checkTransition } from '../../../model/modules/scheduled/statusMachine';
import { formatWorkOrder } from '../../../model/modules/scheduled/workOrder';
import { recordAudit } from '../../audit';
import type { Session } from '../../auth/session';
import { translateWriteError } from '../../crud/databaseErrors';
import { changedFields } from '../../crud/recordQueries';
import type { Database } from '../../db/client';
import { activities, activityServices, services } from '../../db/schema';
import { ApiError, forbidden, invalid } from '../../errors';
import { watchActivities, watchActivity, type ActivityChange } from './activityWatch';
import { activityForWrite, saveActivityChange, saveActivityChanges } from './activityAccess';
import { prepareCrewRecheck } from './crewRecheck';
import { lockRegionDay } from './planDay';
import { checkRecordedTimes } from './timesPlausibility';
import { stationOf, type ActivityRow } from './queries';
import { isAssignedTo } from '../../core/workItem/jobCrew';

/**
 * The writes of the activity endpoints (routes.ts): each runs in the caller's transaction, and
 * answers the activity's id for the route to read back.
 */

/** The services named, active, with their standard minutes; a missing one is a 422 on service_ids. */
async function servicesNamed(tx: Database, ids: number[]) {
  const rows = await tx
    .select({ id: services.id, standard_minutes: services.standard_minutes })
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.active, true)));
  if (rows.length !== ids.length) throw invalid({ service_ids: 'validation.reference_missing' });
  return rows;
}

async function nextSequence(tx: Database, stationId: number, localDate: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(substring(${activities.work_order} from '(\\d+)$')::int)` })
    .from(activities)
    .where(and(eq(activities.station_id, stationId), eq(activities.local_date, localDate)));
  return Number(row?.last ?? 0) + 1;
}

const totalMinutes = (rows: { standard_minutes: number }[]) => rows.reduce((sum, row) => sum + row.standard_minutes, 0);

/** POST /activities: ad-hoc work in one of the caller's regions, numbered after the station-day's last work order. */
export async function createActivity(tx: Database, request: FastifyRequest, session: Session, body: ActivityCreate): Promise<number> {
  const station = await stationOf(
    tx,
    body.station_id,
    session.regions.map((r) => r.region_id),
  );
  if (!station) throw invalid({ station_id: 'validation.reference_missing' });
  const serviceRows = await servicesNamed(tx, body.service_ids);
  const times = turnaroundWindow(body.local_date, body.sta ?? null, body.std ?? null, station.time_zone, totalMinutes(serviceRows));
  await lockRegionDay(tx, station.region_id, body.local_date);
  const values = {
    region_id: station.region_id,
    station_id: station.id,
    local_date: body.local_date,
    customer_id: body.customer_id,
    aircraft_type_id: body.aircraft_type_id,
    registration: body.registration ?? null,
    inbound_flight_no: body.inbound_flight_no ?? null,
    outbound_flight_no: body.outbound_flight_no ?? null,
    sta_at: times.staAt,
    std_at: times.stdAt,
    remarks: body.remarks ?? null,
    work_order: formatWorkOrder(station.code, body.local_date, await nextSequence(tx, station.id, body.local_date)),
  };
  const [row] = await insertActivity(tx, values);
  await tx
    .insert(activityServices)
    .values(serviceRows.map((s) => ({ activity_id: row.id, service_id: s.id, standard_minutes: s.standard_minutes })));
  await recordAudit(tx, request, {
    action: 'create',
    resource: 'activities',
    recordId: row.id,
    changes: { ...values, service_ids: body.service_ids },
  });
  return row.id;
}

async function insertActivity(tx: Database, values: typeof activities.$inferInsert) {
  try {
    // A savepoint: a missing customer or aircraft type is the caller's 422, and the transaction stays usable.
    return await tx.transaction((savepoint) => savepoint.insert(activities).values(values).returning({ id: activities.id }));
  } catch (error) {
    throw translateWriteError(error, activities);
  }
}

/** Services no longer listed go if nobody started them; new ones join as pending. */
async function replaceServices(tx: Database, activityId: number, ids: number[]): Promise<void> {
  const rows = await servicesNamed(tx, ids);
  await tx
    .delete(activityServices)
    .where(
      and(
        eq(activityServices.activity_id, activityId),
        notInArray(activityServices.service_id, ids),
        eq(activityServices.status, 'pending'),
      ),
    );
  await tx
    .insert(activityServices)
    .values(rows.map((s) => ({ activity_id: activityId, service_id: s.id, standard_minutes: s.standard_minutes })))
    .onConflictDoNothing();
}

/** The activity's station zone and its services' minutes: what turns local STA/STD into instants. */
async function timingOf(tx: Database, current: ActivityRow) {
  const station = await stationOf(tx, current.station_id as number, [current.region_id]);
  const [{ minutes }] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${activityServices.standard_minutes}), 0)`.mapWith(Number) })
    .from(activityServices)
    .where(eq(activityServices.activity_id, current.id));
  return { timeZone: station.time_zone, minutes };
}

/** PUT /activities/:id: header and remarks (defects are records of their own: docs/modules/defects.md). */
export async function updateActivity(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  id: number,
  body: ActivityUpdate,
): Promise<void> {
  const { version, sta, std, service_ids, ...fields } = body;
  const current = await activityForWrite(tx, session, id, version);
  if (!session.permissions.has('scheduled_write')) {
    if (Object.keys(body).some((field) => !workFields.has(field))) throw forbidden();
    await assertRecordsWork(tx, session, id, 'scheduled.not_assigned_work');
  }
  const columns: Partial<typeof activities.$inferInsert> = { ...fields };
  if (sta !== undefined || std !== undefined) {
    const { timeZone, minutes } = await timingOf(tx, current);
    const local = (instant: unknown) => (instant ? utcToLocal(new Date(instant as string), timeZone).time : null);
    const [nextSta, nextStd] = [sta === undefined ? local(current.sta_at) : sta, std === undefined ? local(current.std_at) : std];
    if (!nextSta && !nextStd) throw invalid({ sta: 'validation.time_needed' });
    const times = turnaroundWindow(current.local_date as string, nextSta ?? null, nextStd ?? null, timeZone, minutes);
    Object.assign(columns, { sta_at: times.staAt, std_at: times.stdAt });
  }
  if (service_ids) await replaceServices(tx, id, service_ids);
  const [texts] = await tx.select({ remarks: activities.remarks }).from(activities).where(eq(activities.id, id));
  const changes = changedFields({ ...current, ...texts }, columns);
  if (service_ids) changes.service_ids = { from: null, to: service_ids };
  // New scheduled times or services make a new window (and new needs): the crew is judged again.
  const recheck = await prepareCrewRecheck(tx, 'sta_at' in columns || service_ids ? [id] : []);
  const notices = await watchActivity(tx, session.user.id, id);
  try {
    await tx.transaction((savepoint) => saveActivityChange(savepoint, request, id, columns, { changes }));
  } catch (error) {
    throw translateWriteError(error, activities);
  }
  const broken = (await recheck.run(new Date())).get(id) ?? [];
  await notices.notify([...retimed(changes, ['sta_at', 'std_at']), ...broken]);
}

/** A re-timing is a new scheduled or estimated time; actual times are the work being recorded, told by no one. */
function retimed(changes: Record<string, unknown>, fields: readonly string[]): ActivityChange[] {
  return fields.some((field) => field in changes) ? [{ kind: 'retiming' }] : [];
}

/** POST /activities/:id/status: only the moves the status machine allows; cancelling needs a reason. */
export async function changeStatus(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  id: number,
  body: ActivityStatusChange,
): Promise<void> {
  const current = await activityForWrite(tx, session, id, body.version);
  if (!session.permissions.has('scheduled_write')) {
    if (!workTransitions.includes(body.status)) throw forbidden();
    await assertRecordsWork(tx, session, id, 'scheduled.not_assigned_work');
  }
  const from = current.status as ActivityStatus;
  const verdict = checkTransition(from, body.status, { reason: body.reason });
  if (!verdict.ok) {
    const field = verdict.reason === 'reason_required' ? 'reason' : 'status';
    const allowed = verdict.allowed.map((status) => request.t(`scheduled.statuses.${status}`)).join(', ') || '—';
    throw new ApiError(
      422,
      'validation.invalid_input',
      { from: request.t(`scheduled.statuses.${from}`), allowed },
      { [field]: [`scheduled.${verdict.reason}`] },
      { allowed: verdict.allowed },
    );
  }
  const cancel_reason = body.status === 'cancelled' ? body.reason! : null;
  await saveActivityChange(
    tx,
    request,
    id,
    { status: body.status, cancel_reason },
    {
      action: 'status',
      changes: changedFields(current, { status: body.status, cancel_reason }),
    },
  );
  if (body.status === 'cancelled')
    await (await watchActivity(tx, session.user.id, id)).notify([{ kind: 'cancellation', reason: cancel_reason! }]);
}

/**
 * What a technician (work_record without scheduled_write) may do on an activity assigned to them
 * (docs/modules/scheduled.md): start and complete the work, note remarks, enter times (and record
 * defects: docs/modules/defects.md).
 */
const workTransitions: ActivityStatus[] = ['in_progress', 'completed'];
const workFields = new Set(['remarks', 'version']);

async function assertRecordsWork(tx: Database, session: Session, activityId: number, message: string): Promise<void> {
  if (!session.permissions.has('scheduled_write') && !(await isAssignedTo(tx, session.user.id, activityId))) throw forbidden(message);
}

/**
 * PUT /activities/:id/times: estimated and actual times. A planner or supervisor (scheduled_write)
 * on any activity they reach; a technician (work_record) only on one they are assigned to. Actual
 * times that are implausible need a remark (checkRecordedTimes), kept and audited with them.
 */
export async function changeTimes(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  id: number,
  body: ActivityTimesChange,
): Promise<void> {
  const { version, times_remark, ...times } = body;
  const current = await activityForWrite(tx, session, id, version);
  await assertRecordsWork(tx, session, id, 'scheduled.not_assigned');
  const columns: Record<string, unknown> = Object.fromEntries(Object.entries(times).filter(([, value]) => value !== undefined));
  if (times.ata_at !== undefined || times.atd_at !== undefined || times_remark) {
    const remark = await checkRecordedTimes(tx, request, current, { ata_at: times.ata_at, atd_at: times.atd_at }, times_remark);
    if (remark) columns.times_remark = remark;
  }
  await writeTimes(tx, request, session.user.id, [{ current, columns }]);
}

/** One activity's new times: the activity already opened for the write, its columns, and extra facts for its audit row. */
export interface TimesWrite {
  current: { id: number } & Record<string, unknown>;
  columns: Record<string, unknown>;
  /** e.g. the flight movement that did it. */
  audit?: Record<string, unknown>;
}

/**
 * The one way activities are re-timed, by a person (changeTimes) or by flight movements
 * (server/modules/movements, a chunk of a batch at once): on activities already opened for the write,
 * the version moves on, the audit keeps what changed (with each write's extra facts), booked
 * resources follow, and the people concerned hear of the new times and of the double bookings they
 * create. `actorUserId` is who is not told (null: a system sent it, everyone concerned hears). Each
 * activity at most once; every step is one statement for all of them.
 */
export async function writeTimes(
  tx: Database,
  request: FastifyRequest,
  actorUserId: number | null,
  writes: readonly TimesWrite[],
): Promise<void> {
  const changes = new Map(writes.map((write) => [write.current.id, changedFields(write.current, write.columns)]));
  const recheck = await prepareCrewRecheck(tx, [...changes.keys()]);
  const notices = await watchActivities(tx, actorUserId, [...changes.keys()]);
  await saveActivityChanges(
    tx,
    request,
    writes.map((write) => ({
      id: write.current.id,
      columns: write.columns,
      audit: { action: 'times', changes: { ...changes.get(write.current.id), ...write.audit } },
    })),
  );
  const broken = await recheck.run(new Date());
  await notices.notify((id) => [...retimed(changes.get(id)!, ['eta_at', 'etd_at']), ...(broken.get(id) ?? [])]);
}
