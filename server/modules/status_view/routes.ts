import { z } from 'zod';
import { calendarDate } from '../../../model/core/fieldSchemas';
import { statusViewSchema } from '../../../model/modules/status_view/board';
import { activeRegionId } from '../../auth/session';
import { route, type RouteApp } from '../../core/routeKit';
import { errorResponses } from '../../openApiParts';
import { statusViewOf, todayInRegion } from './board';

/** `?date=YYYY-MM-DD`, optional: a date that is not a calendar day is a 422 on `date`. */
const boardQuery = z.object({ date: calendarDate.optional() }).strict();

/**
 * The status board (docs/modules/status_view.md). Read with What's up's permission: the board is What's up's day
 * as columns, so whoever may see the day's figures may put it on a wall — a station
 * supervisor, and the read-only viewer account a wall screen is best signed in with.
 */
export default async function statusViewRoutes(app: RouteApp): Promise<void> {
  app.get(
    '/status_view',
    route(['whatsupp_tab'], {
      tags: ['status_view'],
      summary:
        'One station-local day of the active region as a board: every station, its activities as cards (default date: today in the region’s zone)',
      querystring: boardQuery,
      response: { 200: statusViewSchema, ...errorResponses },
    }),
    async (request) => {
      const { date: asked } = request.query;
      const regionId = activeRegionId(request.requireSession());
      const now = new Date();
      const today = await todayInRegion(app.db, regionId, now);
      const date = asked ?? today.date;
      if (regionId === null) return { date, region_id: null, time_zone: today.timeZone, generated_at: now.toISOString(), stations: [] };
      return statusViewOf(app.db, regionId, date, today.timeZone, now);
    },
  );
}
