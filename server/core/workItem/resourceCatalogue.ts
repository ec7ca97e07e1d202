import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BookableKind, BookableResource } from '../../../model/modules/resource_allocation';
import type { Database } from '../../db/client';
import { airport, calibratedTools, equipment, stations, trucks } from '../../db/schema';

/**
 * Shared kernel (server/core/workItem/): the bookable resources as every booking reads them. It came
 * out of server/modules/resource_allocation/ with the booking ledger (bookResource.ts), so that
 * Scheduled's allocations find a resource without importing Resources; it imports no server module.
 */

/**
 * The three kinds of bookable resource (docs/modules/resource_allocation.md), each with its table and the column of a
 * booking, a transfer or an allocation that points at it.
 */
export const resourceTables = {
  truck: { table: trucks, column: 'truck_id', label: sql<string>`${trucks.registration}` },
  equipment: { table: equipment, column: 'equipment_id', label: sql<string>`${equipment.asset_no} || ' ' || ${equipment.name}` },
  calibrated_tool: {
    table: calibratedTools,
    column: 'calibrated_tool_id',
    label: sql<string>`${calibratedTools.tool_no} || ' ' || ${calibratedTools.description}`,
  },
} as const;

export type ResourceColumn = (typeof resourceTables)[BookableKind]['column'];

/** A resource as the rules and the booking writes need it. */
export interface ResourceRow extends BookableResource {
  id: number;
  label: string;
  region_id: number;
  station_id: number;
  station_code: string;
  time_zone: string;
  version: number;
}

/** The kind's due dates, null where the kind has none. */
function dueColumns(kind: BookableKind) {
  const none = sql<string | null>`null`;
  if (kind === 'calibrated_tool')
    return {
      next_due: sql<string | null>`to_char(${calibratedTools.next_due}, 'YYYY-MM-DD')`,
      next_service_date: none,
      insurance_expiry: none,
    };
  const table = resourceTables[kind].table;
  return {
    next_due: none,
    next_service_date: sql<string | null>`to_char(${table.next_service_date}, 'YYYY-MM-DD')`,
    insurance_expiry: kind === 'truck' ? sql<string | null>`to_char(${trucks.insurance_expiry}, 'YYYY-MM-DD')` : none,
  };
}

/**
 * One resource of the caller's regions, or null (another region's is as if it did not exist);
 * 'any' for a booking already made, whose resource may have moved region since.
 * `lock` takes the row for the transaction: a status change and a booking of it do not cross.
 */
export async function findResource(
  db: Database,
  kind: BookableKind,
  id: number,
  regionIds: readonly number[] | 'any',
  lock = false,
): Promise<ResourceRow | null> {
  const { table, label } = resourceTables[kind];
  const query = db
    .select({
      id: table.id,
      label,
      status: table.status,
      region_id: table.region_id,
      station_id: table.station_id,
      station_code: stations.code,
      time_zone: airport.time_zone,
      version: table.version,
      ...dueColumns(kind),
    })
    .from(table)
    .innerJoin(stations, eq(stations.id, table.station_id))
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(
      regionIds === 'any' ? eq(table.id, id) : and(eq(table.id, id), inArray(table.region_id, regionIds.length ? [...regionIds] : [0])),
    );
  const [row] = await (lock ? query.for('update', { of: table }) : query);
  return row ? { ...row, kind } : null;
}

/** Every bookable resource as one relation (kind, id …), for lists and due lists across the three tables. */
export const bookableResourcesSql: SQL = sql`(
  select 'truck'::text as kind, t.id, t.region_id, t.station_id, t.resource_category_id as category_id, t.registration as label, t.status,
    null::date as next_due, t.next_service_date, t.insurance_expiry
  from trucks t
  union all
  select 'equipment', e.id, e.region_id, e.station_id, e.resource_category_id, e.asset_no || ' ' || e.name, e.status, null::date, e.next_service_date, null::date
  from equipment e
  union all
  select 'calibrated_tool', c.id, c.region_id, c.station_id, c.resource_category_id, c.tool_no || ' ' || c.description, c.status, c.next_due, null::date, null::date
  from calibrated_tools c
)`;
