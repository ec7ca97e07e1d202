import type { FastifyRequest } from 'fastify';
import { activeRegionId } from '../../auth/session';
import { recordAudit } from '../../audit';
import { inTransaction, route, sendList, type RouteApp } from '../../core/routeKit';
import { parseListQuery } from '../../crud/listQuery';
import { allOf } from '../../crud/filters';
import type { Database } from '../../db/client';
import { invalid } from '../../errors';
import { readableActivities, readableActivity, writableActivities } from './activityAccess';
import { activityFilterConditions } from './activityFilters';
import { activityRouteSchemas as schemas } from './routeSchemas';
import { changeStatus, changeTimes, createActivity, updateActivity } from './activityWrites';
import { planDay } from './planDay';
import { applyDay, proposeDay } from './autoAssign';
import {
  activityDetails,
  activitySortFields,
  findActivity,
  listActivities,
  stationOf,
  timelineOf,
  type ActivityRow,
  type ActivitySortField,
} from './queries';

const listSorting = { sort: Object.keys(activitySortFields), defaultSort: ['sta_at', 'ASC'] as ['sta_at', 'ASC'] };
const read = ['scheduled_tab'];
const write = ['scheduled_write'];

/** The activity page's record: the row and everything the page adds. */
export async function activityRecord(db: Database, row: ActivityRow) {
  return { ...row, ...(await activityDetails(db, row.id)) };
}

/**
 * The activities themselves (docs/modules/scheduled.md): list, timeline, one record, ad-hoc create,
 * edit, status, times, plan day, auto-assign. Thin: parse, open a transaction, call the writes and queries, answer.
 */
export default async function activityRoutes(app: RouteApp): Promise<void> {
  /** Writes answer the record as it now is (in any of the caller's regions, like the write itself). */
  const answer = async (request: FastifyRequest, id: number) =>
    activityRecord(app.db, (await findActivity(app.db, id, writableActivities(request.requireSession())))!);

  app.get('/activities', route(read, schemas.list), async (request, reply) => {
    const session = request.requireSession();
    const query = parseListQuery(request.query, listSorting);
    const where = allOf([readableActivities(session), ...activityFilterConditions(query.filter, session)]);
    const sort = { field: query.sort.field as ActivitySortField | 'id', order: query.sort.order };
    const { records, total } = await listActivities(app.db, { where, sort, ...query.range });
    return sendList(reply, 'activities', query.range.offset, records, total);
  });

  app.get('/activities/timeline', route(read, schemas.timeline), async (request) => {
    const { date, days, station_id } = request.query;
    const active = activeRegionId(request.requireSession());
    if (active === null) return { date, activities: [], technicians: [], stations: [] };
    return timelineOf(app.db, active, date, station_id ?? null, days);
  });

  app.post('/activities/plan', route(write, schemas.plan), async (request) => {
    const { body } = request;
    const session = request.requireSession();
    const regionId = activeRegionId(session);
    if (regionId === null) throw invalid({ date: 'validation.region_needed' });
    return inTransaction(app.db, async (tx) => {
      if (body.station_id && !(await stationOf(tx, body.station_id, [regionId])))
        throw invalid({ station_id: 'validation.reference_missing' });
      const result = await planDay(tx, { regionId, date: body.date, stationId: body.station_id ?? null });
      await recordAudit(tx, request, {
        action: 'plan',
        resource: 'activities',
        recordId: `${regionId}:${body.date}`,
        changes: { ...body, ...result },
      });
      return result;
    });
  });

  app.post('/activities/auto_assign', route(write, schemas.autoAssign), async (request) => {
    const { body } = request;
    const session = request.requireSession();
    const regionId = activeRegionId(session);
    if (regionId === null) throw invalid({ date: 'validation.region_needed' });
    const day = { regionId, date: body.date, stationId: body.station_id ?? null };
    if (day.stationId && !(await stationOf(app.db, day.stationId, [regionId])))
      throw invalid({ station_id: 'validation.reference_missing' });
    return body.dry_run ? proposeDay(app.db, day) : inTransaction(app.db, (tx) => applyDay(tx, request, session, day));
  });

  app.get('/activities/:id', route(read, schemas.getOne), async (request) =>
    activityRecord(app.db, await readableActivity(app.db, request.requireSession(), request.params.id)),
  );

  app.post('/activities', route(write, schemas.create), async (request, reply) => {
    const { body } = request;
    const id = await inTransaction(app.db, (tx) => createActivity(tx, request, request.requireSession(), body));
    return reply.code(201).send(await answer(request, id));
  });

  app.put('/activities/:id', route([...write, 'work_record'], schemas.update), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    await inTransaction(app.db, (tx) => updateActivity(tx, request, request.requireSession(), id, body));
    return answer(request, id);
  });

  app.post('/activities/:id/status', route([...write, 'work_record'], schemas.status), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    await inTransaction(app.db, (tx) => changeStatus(tx, request, request.requireSession(), id, body));
    return answer(request, id);
  });

  app.put('/activities/:id/times', route([...write, 'work_record'], schemas.times), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    await inTransaction(app.db, (tx) => changeTimes(tx, request, request.requireSession(), id, body));
    return answer(request, id);
  });
}
