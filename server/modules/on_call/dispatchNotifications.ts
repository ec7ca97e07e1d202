import { roleIds } from '../../../model/roles';
import { recipientsWithoutActor, stationSupervisors } from '../../../model/core/recipients';
import { utcToLocal } from '../../../model/core/localTime';
import type { Database } from '../../db/client';
import { notifyUsers } from '../../core/notify/notifyUsers';
import { regionMembersWithRoles, technicianAccounts } from '../../core/notify/recipientQueries';

export interface DispatchNotice {
  requestId: number;
  requestNo: string;
  regionId: number;
  station: { id: number; code: string };
  airport: { iata: string; time_zone: string };
  registration: string | null;
  etaAt: Date;
  technicianIds: number[];
  actorUserId: number;
}

/**
 * Tells the dispatched technicians ("You are dispatched …") and the station's supervisors ("…
 * dispatched"), in the dispatch's transaction; the words are keys + params, rendered in each
 * reader's language. The dispatcher is not told of their own act.
 */
export async function notifyDispatch(tx: Database, notice: DispatchNotice): Promise<void> {
  const accounts = await technicianAccounts(tx, notice.technicianIds);
  const crewUsers = [...accounts.values()].map((account) => account.userId);
  const params = {
    request_no: notice.requestNo,
    registration: notice.registration ?? '—',
    airport: notice.airport.iata,
    station: notice.station.code,
    eta: utcToLocal(notice.etaAt, notice.airport.time_zone).time,
    technicians: [...accounts.values()].map((account) => account.name).join(', '),
  };
  const link = `/on_call?request_id=${notice.requestId}`;
  await notifyUsers(tx, {
    userIds: recipientsWithoutActor(crewUsers, notice.actorUserId),
    type: 'dispatch',
    key: 'dispatch_you',
    params,
    link,
    regionId: notice.regionId,
  });
  const supervisors = stationSupervisors(await regionMembersWithRoles(tx, notice.regionId, [roleIds.supervisor]), notice.station.id);
  const others = supervisors.filter((userId) => !crewUsers.includes(userId));
  await notifyUsers(tx, {
    userIds: recipientsWithoutActor(others, notice.actorUserId),
    type: 'dispatch',
    key: 'dispatch',
    params,
    link,
    regionId: notice.regionId,
  });
}
