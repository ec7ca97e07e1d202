import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { evaluateAvailability, type AvailabilityRuleName, type Transit } from '../../../model/modules/resource_allocation';
import type { RuleResult } from '../../../model/ruleCatalogue';
import { utcToLocal } from '../../../model/core/localTime';
import type { Database } from '../../db/client';
import { resourceTransfers, stations } from '../../db/schema';
import { resourceTables, type ResourceRow } from './resourceCatalogue';

/**
 * Shared kernel (server/core/workItem/): whether a resource is free to book (transfers in the way,
 * the availability rules), read by Scheduled's allocations and the Resources tab's bookings alike.
 * It came out of server/modules/resource_allocation/; it imports no server module.
 */

/** The resource's transfers not yet arrived that overlap the period: it is on the road then. */
export async function transitsOf(
  db: Database,
  resource: Pick<ResourceRow, 'kind' | 'id'>,
  period: { starts_at: Date; ends_at: Date },
): Promise<Transit[]> {
  const column = resourceTransfers[resourceTables[resource.kind].column];
  return db
    .select({ starts_at: resourceTransfers.departs_at, ends_at: resourceTransfers.arrives_at, to_station_code: stations.code })
    .from(resourceTransfers)
    .innerJoin(stations, eq(stations.id, resourceTransfers.to_station_id))
    .where(
      and(
        eq(column, resource.id),
        inArray(resourceTransfers.status, ['planned', 'in_transit']),
        lt(resourceTransfers.departs_at, period.ends_at),
        gt(resourceTransfers.arrives_at, period.starts_at),
      ),
    );
}

/** The station-local day of a period's last moment (a booking ending at midnight ends the day before). */
export const lastDayOf = (period: { ends_at: Date }, timeZone: string) => utcToLocal(new Date(period.ends_at.getTime() - 1), timeZone).date;

/** The availability rules' verdicts for booking the resource over the period (model availabilityRules). */
export async function judgeAvailability(
  db: Database,
  resource: ResourceRow,
  period: { starts_at: Date; ends_at: Date },
): Promise<RuleResult<AvailabilityRuleName>[]> {
  const transits = await transitsOf(db, resource, period);
  return evaluateAvailability({ resource, lastDay: lastDayOf(period, resource.time_zone), period, transits });
}
