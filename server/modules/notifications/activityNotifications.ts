import { sql } from 'drizzle-orm';
import { utcToLocal } from '../../../model/core/localTime';
import { recipientsWithoutActor, stationSupervisors } from '../../../model/core/recipients';
import type { NotificationKey, NotificationParams, NotificationType } from '../../../model/modules/notifications';
import { roleIds } from '../../../model/roles';
import { routePath } from '../../../model/routes';
import type { Database } from '../../db/client';
import { idArray } from '../../db/idArray';
import { notifyEach, type NewNotification } from '../../core/notify/notifyUsers';
import { regionMembersWithRoles, technicianAccounts } from '../../core/notify/recipientQueries';
import { conflictsOfActivities, windowSql, type ActivitiesWatch, type ActivityChange } from '../scheduled';

/**
 * Notifications of the Scheduled actions (docs/modules/notifications.md): assignment, unassignment, re-timing,
 * cancellation, the rules a re-timing makes someone break and the double bookings they create, for the technician's own account and the
 * station's supervisors — never for the person who made the change. Written in the action's
 * transaction, so they exist exactly when the change does. Direction: Notifications depends on
 * Scheduled, never the reverse — index.ts registers watchActivities with Scheduled's onActivityChange
 * (server/modules/scheduled/activityWatch.ts), which calls it around every action.
 */

interface ActivityFacts {
  id: number;
  region_id: number;
  station_id: number;
  work_order: string;
  flight: string;
  station: string;
  time_zone: string;
  local_date: string;
  start_at: string | null;
  end_at: string | null;
}

const a = sql.raw('a');
async function activityFacts(tx: Database, activityIds: readonly number[]): Promise<Map<number, ActivityFacts>> {
  const window = windowSql(a);
  const { rows } = (await tx.execute(sql`
    select a.id, a.region_id, a.station_id, a.work_order, coalesce(a.outbound_flight_no, a.inbound_flight_no, a.work_order) as flight,
      st.code as station, ap.time_zone, to_char(a.local_date, 'YYYY-MM-DD') as local_date,
      ${window.start} as start_at, ${window.end} as end_at
    from activities a join stations st on st.id = a.station_id join airport ap on ap.id = st.airport_id
    where a.id = any(${idArray(activityIds)})`)) as { rows: ActivityFacts[] };
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** What every activity text reads: the job, where, and when in the station's own time. */
function activityParams(facts: ActivityFacts): NotificationParams {
  const local = (instant: string | null) => (instant ? utcToLocal(new Date(instant), facts.time_zone).time : '—');
  return {
    work_order: facts.work_order,
    flight: facts.flight,
    station: facts.station,
    date: facts.local_date,
    start: local(facts.start_at),
    end: local(facts.end_at),
  };
}

/** The params of a notice about an activity as it is now (the demo seed writes its notices with them too). */
export const activityNoticeParams = async (tx: Database, activityId: number) =>
  activityParams((await activityFacts(tx, [activityId])).get(activityId)!);

const conflictId = (c: { of_activity_id: number; technician_id: number; activity_id: number }) =>
  `${c.of_activity_id}:${c.technician_id}:${c.activity_id}`;

/**
 * A double booking is one pair of jobs for one person: when both jobs changed together, it is told
 * once, on the first of them in the order given — as it would be had they changed one after the other.
 */
function firstOfEachPair<C extends { of_activity_id: number; technician_id: number; activity_id: number }>(
  conflicts: readonly C[],
  activityIds: readonly number[],
): C[] {
  const place = new Map(activityIds.map((id, n) => [id, n]));
  const told = new Set<string>();
  return [...conflicts]
    .sort((x, y) => place.get(x.of_activity_id)! - place.get(y.of_activity_id)!)
    .filter((c) => {
      const pair = `${c.technician_id}:${Math.min(c.of_activity_id, c.activity_id)}:${Math.max(c.of_activity_id, c.activity_id)}`;
      return !told.has(pair) && Boolean(told.add(pair));
    });
}

/** Who is assigned to each of the activities. */
async function assignedTechnicians(tx: Database, activityIds: readonly number[]): Promise<Map<number, number[]>> {
  const crews = new Map<number, number[]>();
  if (!activityIds.length) return crews;
  const { rows } = (await tx.execute(sql`
    select activity_id, technician_id from activity_assignments
    where activity_id = any(${idArray(activityIds)}) order by activity_id, id`)) as {
    rows: { activity_id: number; technician_id: number }[];
  };
  for (const row of rows) crews.set(Number(row.activity_id), [...(crews.get(Number(row.activity_id)) ?? []), Number(row.technician_id)]);
  return crews;
}

/** Each region's supervisors, as candidates (stationSupervisors picks a station's own). */
async function supervisorsOf(tx: Database, regionIds: readonly number[]) {
  const byRegion = new Map<number, Awaited<ReturnType<typeof regionMembersWithRoles>>>();
  for (const regionId of new Set(regionIds)) byRegion.set(regionId, await regionMembersWithRoles(tx, regionId, [roleIds.supervisor]));
  return byRegion;
}

/**
 * Call before activities change: it notes the double bookings already there, so that afterwards
 * `notify` tells of the changes made and of the double bookings they created (not of older ones).
 * Every look-up is one statement for all the activities: a batch of re-timed jobs costs a few
 * statements, not a few per job.
 */
export async function watchActivities(tx: Database, actorUserId: number | null, activityIds: readonly number[]): Promise<ActivitiesWatch> {
  const conflictsBefore = new Set((await conflictsOfActivities(tx, activityIds)).map(conflictId));
  return {
    async notify(changesOf): Promise<void> {
      const facts = await activityFacts(tx, activityIds);
      const supervisorCandidates = await supervisorsOf(
        tx,
        [...facts.values()].map((f) => f.region_id),
      );
      const newConflicts = firstOfEachPair(
        (await conflictsOfActivities(tx, activityIds)).filter((c) => !conflictsBefore.has(conflictId(c))),
        activityIds,
      );
      const crews = await assignedTechnicians(
        tx,
        activityIds.filter((id) => changesOf(id).some((c) => c.kind === 'retiming' || c.kind === 'cancellation')),
      );
      const people = await technicianAccounts(tx, [
        ...activityIds.flatMap((id) => changesOf(id).flatMap((c) => ('technicianId' in c ? [c.technicianId] : []))),
        ...[...crews.values()].flat(),
        ...newConflicts.map((c) => c.technician_id),
      ]);
      const notices = activityIds.flatMap((id) =>
        activityNotices({
          facts: facts.get(id)!,
          changes: changesOf(id),
          supervisors: stationSupervisors(supervisorCandidates.get(facts.get(id)!.region_id)!, facts.get(id)!.station_id),
          crew: crews.get(id) ?? [],
          conflicts: newConflicts.filter((c) => c.of_activity_id === id),
          people,
          actorUserId,
        }),
      );
      await notifyEach(tx, notices);
    },
  };
}

/** The notices of one activity's changes, in the order they are written. */
function activityNotices(of: {
  facts: ActivityFacts;
  changes: readonly ActivityChange[];
  supervisors: number[];
  crew: number[];
  conflicts: { technician_id: number; work_order: string }[];
  people: Map<number, { name: string; userId: number | null }>;
  actorUserId: number | null;
}): NewNotification[] {
  const { facts, changes, supervisors, people } = of;
  const base = activityParams(facts);
  const link = routePath('scheduled_data', { activity_id: facts.id });
  const notice = (type: NotificationType, key: NotificationKey, userIds: (number | null | undefined)[], params: NotificationParams) => ({
    userIds: recipientsWithoutActor(userIds, of.actorUserId),
    type,
    key,
    params: { ...base, ...params },
    link,
    regionId: facts.region_id,
  });
  /** One notice to the person concerned (`<key>_you`) and one naming them to the station's supervisors. */
  const toPersonAndSupervisors = (
    type: NotificationType,
    key: 'assignment' | 'unassignment' | 'conflict' | 'rules_broken',
    technicianId: number,
    params: NotificationParams,
  ) => {
    const person = people.get(technicianId);
    const named = { technician: person?.name ?? '', ...params };
    return [
      notice(type, `${key}_you`, [person?.userId], named),
      notice(
        type,
        key,
        supervisors.filter((id) => id !== person?.userId),
        named,
      ),
    ];
  };
  // Told of their own assignment (or of the rules its new times make them break), a technician needs
  // no second notice of the same change's times.
  const toldAlready = new Set(changes.flatMap((c) => ('technicianId' in c ? [c.technicianId] : [])));
  const everyone = of.crew.filter((id) => !toldAlready.has(id));
  const notices: NewNotification[] = [];
  for (const change of changes) {
    if (change.kind === 'assignment' || change.kind === 'unassignment')
      notices.push(...toPersonAndSupervisors(change.kind, change.kind, change.technicianId, {}));
    else if (change.kind === 'rules_broken')
      notices.push(...toPersonAndSupervisors('rules_broken', 'rules_broken', change.technicianId, { rules: change.rules.join(',') }));
    else {
      const params: NotificationParams = change.kind === 'cancellation' ? { reason: change.reason } : {};
      notices.push(notice(change.kind, change.kind, [...everyone.map((id) => people.get(id)?.userId), ...supervisors], params));
    }
  }
  // One notice per person double-booked, naming every other job they are now on at the same time.
  for (const technicianId of new Set(of.conflicts.map((c) => c.technician_id))) {
    const others = of.conflicts.filter((c) => c.technician_id === technicianId).map((c) => c.work_order);
    notices.push(...toPersonAndSupervisors('conflict', 'conflict', technicianId, { other_work_order: [...new Set(others)].join(', ') }));
  }
  return notices;
}
