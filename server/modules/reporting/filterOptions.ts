import { asc, eq, sql } from 'drizzle-orm';
import type { RegionOwnedReportFilter } from '../../../model/modules/reporting/catalogue';
import type { FilterOption } from '../../../model/modules/reporting/reportRecords';
import type { Database } from '../../db/client';
import { stations, technicians } from '../../db/schema';

/**
 * The stations or technicians of one region, for a report's filter: a manager of several regions picks
 * among the report's region's records whichever region is active (the Settings lists answer the
 * active one only). Inactive records stay listed: a past period's work may be theirs.
 */
export function filterOptions(db: Database, filter: RegionOwnedReportFilter, regionId: number): Promise<FilterOption[]> {
  if (filter === 'station_id') {
    const label = sql<string>`${stations.code} || ' · ' || ${stations.name}`;
    return db.select({ id: stations.id, label }).from(stations).where(eq(stations.region_id, regionId)).orderBy(asc(stations.code));
  }
  const label = sql<string>`${technicians.employee_no} || ' · ' || ${technicians.name}`;
  return db
    .select({ id: technicians.id, label })
    .from(technicians)
    .where(eq(technicians.region_id, regionId))
    .orderBy(asc(technicians.name), asc(technicians.id));
}
