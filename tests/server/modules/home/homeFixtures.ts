import type { ActivityStatus } from '../../../../model/modules/scheduled/enums';
import { activities } from '../../../../server/db/schema';
import { bearer, queryJson, type TestApp } from '../../helper';
import type { ScheduledContext } from '../scheduled/fixtures';

/** What's up and the lists its figures link to, as one caller. */
export function homeApi(t: TestApp, headers: Record<string, string>) {
  return {
    headers,
    homeDay: (date?: string) => t.app.inject({ method: 'GET', url: `/api/home${date ? `?date=${date}` : ''}`, headers }),
    /** The total a list's Content-Range reports for a filter (what the linked screen shows). */
    async listTotal(resource: string, filter: Record<string, unknown>): Promise<number> {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/${resource}?filter=${queryJson(filter)}&range=${queryJson([0, 0])}`,
        headers,
      });
      if (res.statusCode !== 200) throw new Error(`${resource} ${JSON.stringify(filter)}: ${res.statusCode} ${res.body}`);
      return Number(res.headers['content-range']!.toString().split('/')[1]);
    },
    read: (id: number | string) => t.app.inject({ method: 'POST', url: `/api/memos/${id}/read`, headers }),
    acknowledge: (id: number | string) => t.app.inject({ method: 'POST', url: `/api/memos/${id}/acknowledge`, headers }),
    receipts: (id: number | string) => t.app.inject({ method: 'GET', url: `/api/memos/${id}/receipts`, headers }),
  };
}
export type HomeApi = ReturnType<typeof homeApi>;

export const homeAs = async (t: TestApp, email: string) => homeApi(t, bearer(await t.tokenFor(email)));

let sequence = 0;

export interface DayActivity {
  station: keyof ScheduledContext['station'];
  date: string;
  /** UTC wall-clock times of the day, HH:MM. */
  sta?: string | null;
  std?: string | null;
  status?: ActivityStatus;
}

/** An activity straight in the database, in the given status (the status flow is another suite's subject). */
export async function insertActivity(t: TestApp, c: ScheduledContext, options: DayActivity): Promise<number> {
  const at = (time: string | null | undefined) => (time ? new Date(`${options.date}T${time}:00Z`) : null);
  const status = options.status ?? 'planned';
  const [row] = await t.database.db
    .insert(activities)
    .values({
      region_id: options.station === 'JFK' ? c.otherRegionId : c.regionId,
      station_id: c.station[options.station],
      local_date: options.date,
      customer_id: c.customerId,
      aircraft_type_id: c.aircraftTypeId,
      sta_at: at(options.sta === undefined ? '10:00' : options.sta),
      std_at: at(options.std === undefined ? '11:00' : options.std),
      status,
      cancel_reason: status === 'cancelled' ? 'Flight cancelled by the airline' : null,
      work_order: `HOME-${options.station}-${options.date}-${++sequence}`,
    })
    .returning({ id: activities.id });
  return row.id;
}
