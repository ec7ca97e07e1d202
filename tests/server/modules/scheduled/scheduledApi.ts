import { eq } from 'drizzle-orm';
import { activityAssignments, technicians, users } from '../../../../server/db/schema';
import { bearer, type TestApp } from '../../helper';

/** Requests to the activity endpoints as one caller, for the Scheduled API tests. */
export function scheduledApi(t: TestApp, headers: Record<string, string>) {
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  return {
    list: (filter: Record<string, unknown>, extra = '') =>
      t.app.inject({ method: 'GET', url: `/api/activities?filter=${q(filter)}&range=${q([0, 999])}${extra}`, headers }),
    get: (id: number) => t.app.inject({ method: 'GET', url: `/api/activities/${id}`, headers }),
    plan: (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/activities/plan', headers, payload: body }),
    create: (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/activities', headers, payload: body }),
    update: (id: number, body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/activities/${id}`, headers, payload: body }),
    status: (id: number, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/activities/${id}/status`, headers, payload: body }),
    times: (id: number, body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/activities/${id}/times`, headers, payload: body }),
    timeline: (query: string) => t.app.inject({ method: 'GET', url: `/api/activities/timeline?${query}`, headers }),
  };
}

export const as = async (t: TestApp, email: string) => scheduledApi(t, bearer(await t.tokenFor(email)));

/** The technician record linked to a demo account. */
export async function technicianOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: technicians.id })
    .from(technicians)
    .innerJoin(users, eq(users.id, technicians.user_id))
    .where(eq(users.email, email));
  return row.id;
}

/** Assigns a technician straight in the database (the assignment rules are another suite's subject). */
export async function assign(t: TestApp, activityId: number, technicianId: number, role: 'lead' | 'support' = 'lead'): Promise<void> {
  await t.database.db.insert(activityAssignments).values({ activity_id: activityId, technician_id: technicianId, role });
}
