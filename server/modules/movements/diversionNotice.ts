import { sql } from 'drizzle-orm';
import { utcToLocal } from '../../../model/core/localTime';
import { stationSupervisors } from '../../../model/core/recipients';
import { roleIds } from '../../../model/roles';
import { routePath } from '../../../model/routes';
import type { Database } from '../../db/client';
import { notifyUsers } from '../../core/notify/notifyUsers';
import { regionMembersWithRoles } from '../../core/notify/recipientQueries';

interface StationFacts {
  id: number;
  region_id: number;
  code: string;
  time_zone: string;
}

const stationFacts = async (tx: Database, stationId: number) =>
  (
    (await tx.execute(sql`
      select st.id, st.region_id, st.code, ap.time_zone from stations st join airport ap on ap.id = st.airport_id where st.id = ${stationId}`)) as {
      rows: StationFacts[];
    }
  ).rows[0];

/**
 * A diversion tells both stations (docs/modules/movements.md): the supervisors of the station the job
 * was planned at, and of the one the flight now arrives at, where it waits on the unmatched list.
 * The arrival reads in the new station's own time.
 */
export async function tellDiversion(tx: Database, activityId: number, toStationId: number, eta: Date | null): Promise<void> {
  const { rows } = (await tx.execute(sql`
    select a.work_order, a.station_id, coalesce(a.inbound_flight_no, a.outbound_flight_no, a.work_order) as flight, to_char(a.local_date, 'YYYY-MM-DD') as date
    from activities a where a.id = ${activityId}`)) as { rows: { work_order: string; station_id: number; flight: string; date: string }[] };
  const job = rows[0];
  // One query at a time: a transaction is one connection (docs/concurrency.md).
  const from = await stationFacts(tx, job.station_id);
  const to = await stationFacts(tx, toStationId);
  const params = {
    work_order: job.work_order,
    flight: job.flight,
    date: job.date,
    from: from.code,
    to: to.code,
    eta: eta ? utcToLocal(eta, to.time_zone).time : '—',
  };
  for (const station of from.region_id === to.region_id && from.id === to.id ? [from] : [from, to]) {
    const supervisors = stationSupervisors(await regionMembersWithRoles(tx, station.region_id, [roleIds.supervisor]), station.id);
    await notifyUsers(tx, {
      userIds: supervisors,
      type: 'diversion',
      key: 'diversion',
      params,
      link: station.id === from.id ? routePath('scheduled_data', { activity_id: activityId }) : routePath('movements', {}),
      regionId: station.region_id,
    });
  }
}
