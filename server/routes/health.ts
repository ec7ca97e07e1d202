import { sql } from 'drizzle-orm';
import type { RouteApp } from '../core/routeKit';

/** For load balancers: answers 200 only when the database answers too. */
export default async function healthRoutes(app: RouteApp) {
  app.get('/health', { config: { public: true, rateLimit: false } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
