import { route, type RouteApp } from '../../core/routeKit';
import { renderNotification } from '../notifications';
import { homeRouteSchemas as schemas } from './routeSchemas';
import { homeDay } from './homeDay';

/** GET /api/home (docs/modules/home.md): the whole page in one round trip, notification titles in the caller's language. */
export default async function homeDayRoutes(app: RouteApp): Promise<void> {
  app.get('/home', route(['whatsupp_tab'], schemas.homeDay), async (request) => {
    const { date } = request.query;
    return homeDay(app.db, request.requireSession(), date, (row) => renderNotification(row, request.locale).title);
  });
}
