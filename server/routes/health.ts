import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** For load balancers: answers 200 only when the database answers too. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { public: true, rateLimit: false } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
