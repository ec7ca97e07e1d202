import { eq, sql } from 'drizzle-orm';
import { utcToLocal } from '../../../model/core/localTime';
import { recipientsWithoutActor, stationSupervisors } from '../../../model/core/recipients';
import type { NotificationKey, NotificationParams, NotificationType } from '../../../model/modules/notifications';
import { roleIds } from '../../../model/roles';
import { routePath } from '../../../model/routes';
import type { Database } from '../../db/client';
import { activityAssignments } from '../../db/schema';
import { notifyUsers } from '../../core/notify/notifyUsers';
import { regionMembersWithRoles, technicianAccounts } from '../../core/notify/recipientQueries';
import { activityConflicts, windowSql, type ActivityChange, type ActivityWatch } from '../scheduled';

/**
 * Notifications of the Scheduled actions (docs/modules/notifications.md): assignment, unassignment, re-timing,
 * cancellation and the double bookings they create, for the technician's own account and the
 * station's supervisors — never for the person who made the change. Written in the action's
 * transaction, so they exist exactly when the change does. Direction: Notifications depends on
 * Scheduled, never the reverse — index.ts registers watchActivity with Scheduled's onActivityChange
 * (server/modules/scheduled/activityWatch.ts), which calls it around every action.
 */

interface ActivityFacts {
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
async function activityFacts(tx: Database, activityId: number): Promise<ActivityFacts> {
  const window = windowSql(a);
  const { rows } = (await tx.execute(sql`
    select a.region_id, a.station_id, a.work_order, coalesce(a.outbound_flight_no, a.inbound_flight_no, a.work_order) as flight,
      st.code as station, ap.time_zone, to_char(a.local_date, 'YYYY-MM-DD') as local_date,
      ${window.start} as start_at, ${window.end} as end_at
    from activities a join stations st on st.id = a.station_id join airport ap on ap.id = st.airport_id
    where a.id = ${activityId}`)) as { rows: ActivityFacts[] };
  return rows[0];
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
export const activityNoticeParams = async (tx: Database, activityId: number) => activityParams(await activityFacts(tx, activityId));

const conflictId = (c: { technician_id: number; activity_id: number }) => `${c.technician_id}:${c.activity_id}`;

async function assignedTechnicians(tx: Database, activityId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: activityAssignments.technician_id })
    .from(activityAssignments)
    .where(eq(activityAssignments.activity_id, activityId));
  return rows.map((row) => row.id);
}

/**
 * Call before an activity changes: it notes the double bookings already there, so that afterwards
 * `notify` tells of the changes made and of the double bookings they created (not of older ones).
 */
export async function watchActivity(tx: Database, actorUserId: number | null, activityId: number): Promise<ActivityWatch> {
  const conflictsBefore = new Set((await activityConflicts(tx, activityId)).map(conflictId));
  return {
    async notify(changes: readonly ActivityChange[]): Promise<void> {
      const facts = await activityFacts(tx, activityId);
      const base = activityParams(facts);
      const link = routePath('scheduled_data', { activity_id: activityId });
      const supervisors = stationSupervisors(await regionMembersWithRoles(tx, facts.region_id, [roleIds.supervisor]), facts.station_id);
      const newConflicts = (await activityConflicts(tx, activityId)).filter((c) => !conflictsBefore.has(conflictId(c)));
      // Told of their own assignment, a technician needs no second notice of the same change's times.
      const toldAlready = new Set(changes.flatMap((c) => ('technicianId' in c ? [c.technicianId] : [])));
      const everyone = changes.some((c) => c.kind === 'retiming' || c.kind === 'cancellation')
        ? (await assignedTechnicians(tx, activityId)).filter((id) => !toldAlready.has(id))
        : [];
      const people = await technicianAccounts(tx, [...toldAlready, ...everyone, ...newConflicts.map((c) => c.technician_id)]);
      const send = (type: NotificationType, key: NotificationKey, userIds: (number | null | undefined)[], params: NotificationParams) =>
        notifyUsers(tx, {
          userIds: recipientsWithoutActor(userIds, actorUserId),
          type,
          key,
          params: { ...base, ...params },
          link,
          regionId: facts.region_id,
        });

      for (const change of changes) {
        if (change.kind === 'assignment' || change.kind === 'unassignment') {
          const person = people.get(change.technicianId);
          const params = { technician: person?.name ?? '' };
          await send(change.kind, `${change.kind}_you`, [person?.userId], params);
          await send(
            change.kind,
            change.kind,
            supervisors.filter((id) => id !== person?.userId),
            params,
          );
        } else {
          const params: NotificationParams = change.kind === 'cancellation' ? { reason: change.reason } : {};
          await send(change.kind, change.kind, [...everyone.map((id) => people.get(id)?.userId), ...supervisors], params);
        }
      }
      // One notice per person double-booked, naming every other job they are now on at the same time.
      for (const technicianId of new Set(newConflicts.map((c) => c.technician_id))) {
        const person = people.get(technicianId);
        const others = newConflicts.filter((c) => c.technician_id === technicianId).map((c) => c.work_order);
        const params = { technician: person?.name ?? '', other_work_order: [...new Set(others)].join(', ') };
        await send('conflict', 'conflict_you', [person?.userId], params);
        await send(
          'conflict',
          'conflict',
          supervisors.filter((id) => id !== person?.userId),
          params,
        );
      }
    },
  };
}
