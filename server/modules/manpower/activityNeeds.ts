import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { activityNeed, type WorkNeed } from '../../../model/modules/manpower/demand';
import { activityWindow } from '../../../model/core/activityWindow';
import type { Database } from '../../db/client';
import { activities, activityServices, services } from '../../db/schema';

/**
 * The work planned activities need, for the roster's demand and What's up's staffing alike: the
 * activities `where` selects, not cancelled, one row per service still to do or done (a service
 * marked not required needs nobody), turned into needs by the model (activityNeed).
 */
export async function activityNeeds(db: Database, where: SQL | undefined): Promise<WorkNeed[]> {
  const rows = await db
    .select({
      id: activities.id,
      sta_at: activities.sta_at,
      std_at: activities.std_at,
      eta_at: activities.eta_at,
      etd_at: activities.etd_at,
      ata_at: activities.ata_at,
      atd_at: activities.atd_at,
      standard_minutes: activityServices.standard_minutes,
      technicians_needed: services.technicians_needed,
    })
    .from(activities)
    .innerJoin(activityServices, and(eq(activityServices.activity_id, activities.id), ne(activityServices.status, 'not_required')))
    .innerJoin(services, eq(services.id, activityServices.service_id))
    .where(and(where, ne(activities.status, 'cancelled')))
    .orderBy(asc(activities.id));
  const byActivity = new Map<number, typeof rows>();
  for (const row of rows) byActivity.set(row.id, [...(byActivity.get(row.id) ?? []), row]);
  const needs: WorkNeed[] = [];
  for (const serviceRows of byActivity.values()) {
    const window = activityWindow({
      ...serviceRows[0],
      service_minutes: serviceRows.reduce((total, row) => total + row.standard_minutes, 0),
    });
    const need = activityNeed({ window, services: serviceRows });
    if (need) needs.push(need);
  }
  return needs;
}
