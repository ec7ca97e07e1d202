import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { route } from '../../core/routeKit';
import { renderNotification } from '../notifications';
import { homeRouteSchemas as schemas, type whatsUpQuery } from './routeSchemas';
import { whatsUp } from './whatsUp';

/** GET /api/whats_up (docs/modules/home.md): the whole page in one round trip, notification titles in the caller's language. */
export default async function whatsUpRoutes(app: FastifyInstance): Promise<void> {
  app.get('/whats_up', route(['whatsupp_tab'], schemas.whatsUp), async (request) => {
    const { date } = request.query as z.infer<typeof whatsUpQuery>;
    return whatsUp(app.db, request.requireSession(), date, (row) => renderNotification(row, request.locale).title);
  });
}
