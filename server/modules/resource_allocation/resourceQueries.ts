import { sql, type SQL } from 'drizzle-orm';
import {
  evaluateAvailability,
  type AvailabilityRuleName,
  type Transit,
} from '../../../model/modules/resource_allocation/availabilityRules';
import type { BookableKind } from '../../../model/modules/resource_allocation/enums';
import { utcToLocal } from '../../../model/core/localTime';
import type { RuleResult } from '../../../model/ruleCatalogue';
import type { Database } from '../../db/client';
import { bookableResourcesSql } from '../../core/workItem/resourceCatalogue';

export interface ResourceFilters {
  station_id?: number;
  kind?: BookableKind;
  category_id?: number;
}

export interface ResourceListRow {
  key: string;
  kind: BookableKind;
  id: number;
  label: string;
  station_id: number;
  station_code: string;
  time_zone: string;
  category_id: number | null;
  category_name: string | null;
  colour: string | null;
  status: string;
  next_due: string | null;
  next_service_date: string | null;
  insurance_expiry: string | null;
}

export interface ResourceRecord extends Omit<ResourceListRow, 'time_zone'> {
  available: boolean;
  reasons: RuleResult<AvailabilityRuleName>[];
}

/** The filters as SQL conditions on the bookable-resources relation `r`, within one region. */
function resourceConditions(regionId: number, filters: ResourceFilters): SQL {
  const conditions = [sql`r.region_id = ${regionId}`];
  if (filters.station_id) conditions.push(sql`r.station_id = ${filters.station_id}`);
  if (filters.kind) conditions.push(sql`r.kind = ${filters.kind}`);
  if (filters.category_id) conditions.push(sql`r.category_id = ${filters.category_id}`);
  return sql.join(conditions, sql` and `);
}

/** The region's bookable resources (trucks, equipment, calibrated tools), by station, kind and label. */
export async function resourceRows(db: Database, regionId: number, filters: ResourceFilters): Promise<ResourceListRow[]> {
  const { rows } = (await db.execute(sql`
    select r.kind || ':' || r.id as key, r.kind, r.id, r.label, r.station_id, s.code as station_code, ap.time_zone,
      r.category_id, rc.name as category_name, rc.colour, r.status,
      to_char(r.next_due, 'YYYY-MM-DD') as next_due, to_char(r.next_service_date, 'YYYY-MM-DD') as next_service_date,
      to_char(r.insurance_expiry, 'YYYY-MM-DD') as insurance_expiry
    from ${bookableResourcesSql} r
    join stations s on s.id = r.station_id
    join airport ap on ap.id = s.airport_id
    left join resource_category rc on rc.id = r.category_id
    where ${resourceConditions(regionId, filters)} and r.status <> 'retired'
    order by s.code, r.kind, r.label`)) as { rows: ResourceListRow[] };
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    station_id: Number(row.station_id),
    category_id: row.category_id === null ? null : Number(row.category_id),
  }));
}

/** The region's transfers on the road at `now`, by resource key. */
async function transitsNow(db: Database, regionId: number, now: Date): Promise<Map<string, Transit[]>> {
  const { rows } = (await db.execute(sql`
    select tr.kind || ':' || coalesce(tr.truck_id, tr.equipment_id, tr.calibrated_tool_id) as key, tr.departs_at as starts_at, tr.arrives_at as ends_at, s.code as to_station_code
    from resource_transfers tr join stations s on s.id = tr.to_station_id
    where tr.region_id = ${regionId} and tr.status in ('planned', 'in_transit') and tr.departs_at <= ${now.toISOString()}::timestamptz and tr.arrives_at > ${now.toISOString()}::timestamptz`)) as {
    rows: (Transit & { key: string })[];
  };
  const byKey = new Map<string, Transit[]>();
  for (const { key, ...transit } of rows) byKey.set(key, [...(byKey.get(key) ?? []), transit]);
  return byKey;
}

/** GET /resources: each resource with whether it can be used today, and why not (the availability rules). */
export async function listResources(db: Database, regionId: number, filters: ResourceFilters, now = new Date()): Promise<ResourceRecord[]> {
  const [rows, transits] = await Promise.all([resourceRows(db, regionId, filters), transitsNow(db, regionId, now)]);
  const moment = { starts_at: now, ends_at: new Date(now.getTime() + 1) };
  return rows.map(({ time_zone, ...row }) => {
    const reasons = evaluateAvailability({
      resource: row,
      lastDay: utcToLocal(now, time_zone).date,
      period: moment,
      transits: transits.get(row.key) ?? [],
    });
    return { ...row, available: reasons.every((reason) => reason.ok), reasons };
  });
}
