import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { documentedResponses } from '../../plugins/validation';
import { renderNotification } from '../notifications/renderNotification';
import { homeRouteSchemas as schemas, type whatsUpQuery } from './routeSchemas';
import { whatsUp } from './whatsUp';

/** GET /api/whats_up (issue 13 §3): the whole page in one round trip, notification titles in the caller's language. */
export default async function whatsUpRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/whats_up',
    { config: { permission: ['whatsupp_tab'] }, schema: schemas.whatsUp, serializerCompiler: documentedResponses },
    async (request) => {
      const { date } = request.query as z.infer<typeof whatsUpQuery>;
      return whatsUp(app.db, request.requireSession(), date, (row) => renderNotification(row, request.locale).title);
    },
  );
}
