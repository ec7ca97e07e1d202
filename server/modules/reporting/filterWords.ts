import { and, eq } from 'drizzle-orm';
import type { ReportParams } from '../../../model/modules/reporting/params';
import type { Database } from '../../db/client';
import { customers, regions, services, stations, technicians } from '../../db/schema';
import type { Translate } from '../../i18n';

type NamedTable = typeof regions | typeof stations | typeof customers | typeof services | typeof technicians;

/**
 * One name by id, or the id itself when the record is gone (a saved schedule may outlive it) or,
 * for a station or technician, belongs to another region than the report's: the report counts
 * nothing of theirs, and its sheet must not name another region's records either.
 */
async function nameOf(db: Database, table: NamedTable, column: 'name' | 'code', id: number, regionId?: number): Promise<string> {
  const inRegion = regionId !== undefined && 'region_id' in table ? eq((table as typeof stations).region_id, regionId) : undefined;
  const [row] = await db
    .select({ value: table[column as 'name'] })
    .from(table)
    .where(and(eq(table.id, id), inRegion));
  return row?.value ?? String(id);
}

/**
 * The filters of a report in words, for the first row of an export and the scheduled mail: the
 * region's name, the station's code, the customer's, technician's and service's names, the dates.
 * A reader of a printed sheet sees what it covers without knowing the ids.
 */
export async function filterWords(db: Database, params: ReportParams, t: Translate): Promise<string> {
  const words = [
    `${t('reporting.export.region')}: ${await nameOf(db, regions, 'name', params.region_id)}`,
    t('reporting.export.period', { from: params.from, to: params.to }),
  ];
  if (params.station_id)
    words.push(`${t('reporting.export.station')}: ${await nameOf(db, stations, 'code', params.station_id, params.region_id)}`);
  if (params.customer_id) words.push(`${t('reporting.export.customer')}: ${await nameOf(db, customers, 'name', params.customer_id)}`);
  if (params.technician_id)
    words.push(`${t('reporting.export.technician')}: ${await nameOf(db, technicians, 'name', params.technician_id, params.region_id)}`);
  if (params.service_id) words.push(`${t('reporting.export.service')}: ${await nameOf(db, services, 'name', params.service_id)}`);
  if (params.fluid_type) words.push(`${t('reporting.export.fluid_type')}: ${params.fluid_type}`);
  return words.join(' · ');
}
