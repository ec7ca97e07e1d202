import type { FastifyInstance } from 'fastify';

/** The activities themselves: list, timeline, one record, create, edit, status, times, plan day. */
export default async function activityRoutes(_app: FastifyInstance): Promise<void> {}
