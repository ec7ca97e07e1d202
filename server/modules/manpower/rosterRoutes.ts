import type { FastifyInstance } from 'fastify';
import { rosterSaveSchema, type RosterQuery } from '../../../model/modules/manpower/rosterSchemas';
import { parseBody } from '../../crud/bodyValidation';
import type { Database } from '../../db/client';
import { documentedResponses } from '../../plugins/validation';
import { rosterRouteSchemas as schemas } from './rosterRouteSchemas';
import { rosterView } from './rosterView';
import { saveRoster } from './rosterSave';

/** The roster (issue 14 §2): read a station's days, save a batch of cells. Thin: parse, check, call, answer. */
export default async function rosterRoutes(app: FastifyInstance): Promise<void> {
  const route = (permission: string[], schema: object) => ({ config: { permission }, schema, serializerCompiler: documentedResponses });

  app.get('/roster', route(['manpower_tab'], schemas.get), async (request) =>
    rosterView(app.db, request.requireSession(), request.query as RosterQuery),
  );

  app.put('/roster', route(['roster_write'], schemas.save), async (request) => {
    const body = parseBody(rosterSaveSchema, request.body);
    return app.db.transaction((tx) => saveRoster(tx as unknown as Database, request, request.requireSession(), body));
  });
}
