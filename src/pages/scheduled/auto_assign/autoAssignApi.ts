import { httpClient } from '../../../providers/httpClient';
import type { AutoAssignAnswer } from '../../../../model/modules/scheduled/workRecords';

/** The answer's parts, as the server declares them (model/modules/scheduled/workRecords.ts). */
export type { AutoAssignAnswer, OpenSeat, ProposedAssignment, SeatOfDay } from '../../../../model/modules/scheduled/workRecords';

/** POST /api/activities/auto_assign: the day's proposal (dry run) or its application. */
export async function autoAssignDay(date: string, stationId: number | null, dryRun: boolean): Promise<AutoAssignAnswer> {
  const body = { date, dry_run: dryRun, ...(stationId ? { station_id: stationId } : {}) };
  return (await httpClient<AutoAssignAnswer>('/api/activities/auto_assign', { method: 'POST', body })).json;
}
