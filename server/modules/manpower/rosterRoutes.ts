import type { FastifyInstance } from 'fastify';
import { rosterSaveSchema, type RosterQuery } from '../../../model/modules/manpower/rosterSchemas';
import { inTransaction, route } from '../../core/routeKit';
import { parseBody } from '../../crud/bodyValidation';
import { rosterRouteSchemas as schemas } from './rosterRouteSchemas';
import { rosterView } from './rosterView';
import { saveRoster } from './rosterSave';

/** The roster (docs/modules/manpower.md): read a station's days, save a batch of cells. Thin: parse, check, call, answer. */
export default async function rosterRoutes(app: FastifyInstance): Promise<void> {
  app.get('/roster', route(['manpower_tab'], schemas.get), async (request) =>
    rosterView(app.db, request.requireSession(), request.query as RosterQuery),
  );

  app.put('/roster', route(['roster_write'], schemas.save), async (request) => {
    const body = parseBody(rosterSaveSchema, request.body);
    return inTransaction(app.db, (tx) => saveRoster(tx, request, request.requireSession(), body));
  });
}
