import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { flightMovementRowSchema, movementOfBody, mvtBatchLimitBytes } from '../../../model/modules/movements';
import { activeRegionId } from '../../auth/session';
import { inTransaction, route, sendList, type RouteApp } from '../../core/routeKit';
import { describeFields } from '../../crud/fields';
import { ListStatements } from '../../crud/listStatements';
import { listRouteSchema } from '../../crud/listRouteSchema';
import { recordAudit } from '../../audit';
import { flightMovements } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { listQueryAsSent } from '../../crud/listQuery';
import { movementListDefinition } from './movementList';
import { replanMovement } from './replan';
import { mvtMessages, type ReceivedMessage } from './messages';
import { receiveMessages } from './receive';
import { movementRouteSchemas as schemas } from './routeSchemas';
import { movementSender } from './sender';

const feed = 'movements_write';
const readers = ['scheduled_tab'];
const planners = ['scheduled_write'];

/**
 * The flight-movement feed and the movements screen's endpoints (docs/modules/movements.md): the JSON
 * and MVT ways in, each message in its own transaction; the list of everything received; a planner
 * marking an unmatched movement dealt with.
 */
export default async function movementRoutes(app: RouteApp): Promise<void> {
  const receive = async (request: Parameters<typeof movementSender>[0], messages: ReceivedMessage[]) => {
    const sender = movementSender(request);
    if (!sender.regionIds.length) throw invalid({ region_id: 'validation.region_needed' });
    return { messages: await receiveMessages(app.db, request, sender, messages, new Date()) };
  };

  app.post('/flight_movements', route(feed, schemas.json), async (request) => {
    const { body } = request;
    return receive(request, [
      {
        format: 'json',
        body: JSON.stringify(body),
        sourceKey: `json:${body.source_id}`,
        read: { ok: true, movements: [movementOfBody(body)] },
      },
    ]);
  });

  app.post('/flight_movements/mvt', { ...route(feed, schemas.mvt), bodyLimit: mvtBatchLimitBytes }, async (request) =>
    receive(request, mvtMessages(request.body, new Date())),
  );

  const fields = describeFields(movementListDefinition);
  const statements = new ListStatements(app.db, movementListDefinition, fields);
  app.get(
    '/flight_movements',
    route(readers, listRouteSchema(movementListDefinition, fields, flightMovementRowSchema)),
    async (request, reply) => {
      const query = statements.request(listQueryAsSent(request.query), request.requireSession());
      const { records, total } = await statements.select(query);
      return sendList(reply, movementListDefinition.name, query.page.offset, records, total);
    },
  );

  /** One movement of the active region, as the list shows it; 404 for anything else. */
  const one = async (request: Parameters<typeof movementSender>[0], id: number) => {
    const { records } = await statements.select(statements.request({ filter: JSON.stringify({ id }) }, request.requireSession()));
    if (!records.length) throw notFound();
    return records[0];
  };

  app.get('/flight_movements/:id', route(readers, schemas.getOne), async (request) => one(request, request.params.id));

  app.post('/flight_movements/:id/replan', route(planners, schemas.replan), async (request) =>
    replanMovement(app.db, request, request.requireSession(), request.params.id, request.body.dry_run),
  );

  app.post('/flight_movements/:id/resolve', route(planners, schemas.resolve), async (request) => {
    const session = request.requireSession();
    const { id } = request.params;
    await inTransaction(app.db, async (tx) => {
      const [resolved] = await tx
        .update(flightMovements)
        .set({
          resolved_at: sql`now()`,
          resolved_by: session.user.id,
          version: sql`${flightMovements.version} + 1`,
          updated_at: sql`now()`,
        })
        .where(
          and(
            eq(flightMovements.id, id),
            eq(flightMovements.region_id, activeRegionId(session) ?? 0),
            inArray(flightMovements.outcome, ['unmatched', 'diverted']),
            isNull(flightMovements.resolved_at),
          ),
        )
        .returning({ id: flightMovements.id });
      if (!resolved) throw notFound();
      await recordAudit(tx, request, { action: 'resolve', resource: 'flight_movements', recordId: id });
    });
    return one(request, id);
  });
}
