import { route, type RouteApp } from '../../core/routeKit';
import { renderNotification } from '../notifications';
import { homeRouteSchemas as schemas } from './routeSchemas';
import { whatsUp } from './whatsUp';

/** GET /api/whats_up (docs/modules/home.md): the whole page in one round trip, notification titles in the caller's language. */
export default async function whatsUpRoutes(app: RouteApp): Promise<void> {
  app.get('/whats_up', route(['whatsupp_tab'], schemas.whatsUp), async (request) => {
    const { date } = request.query;
    return whatsUp(app.db, request.requireSession(), date, (row) => renderNotification(row, request.locale).title);
  });
}
