import type { FastifyInstance } from 'fastify';

/**
 * The work on an activity (assignments, eligible technicians, allocations, reschedule, service
 * status, RTS, history): registered by ./index.ts next to ./routes.ts, filled in by its own files.
 */
export default async function workRoutes(_app: FastifyInstance): Promise<void> {}
