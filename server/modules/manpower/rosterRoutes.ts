import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import { rosterRouteSchemas as schemas } from './rosterRouteSchemas';
import { rosterView } from './rosterView';
import { saveRoster } from './rosterSave';
import { raiseSignalsAfterSave } from './manHourSignals';

/**
 * The roster (docs/modules/manpower.md): read a station's days, save a batch of cells. Thin: the query
 * and the body arrive parsed (rosterRouteSchemas); check, call, answer.
 */
export default async function rosterRoutes(app: RouteApp): Promise<void> {
  app.get('/roster', route(['manpower_tab'], schemas.get), async (request) => rosterView(app.db, request.requireSession(), request.query));

  app.put('/roster', route(['roster_write'], schemas.save), async (request) => {
    const saved = await inTransaction(app.db, (tx) => saveRoster(tx, request, request.requireSession(), request.body));
    // After the commit, on its own: the months saved may now be short of man-hours (145.A.30(d)).
    await raiseSignalsAfterSave(
      app.db,
      request.body.station_id,
      request.body.changes.map((change) => change.local_date),
    );
    return saved;
  });
}
