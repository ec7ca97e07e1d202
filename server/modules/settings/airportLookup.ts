import { z } from 'zod';
import { airportLookupHitSchema } from '../../../model/modules/settings/settingsRecords';
import { resourceAccess } from '../../../model/resourceAccess';
import { lookUpAirports } from '../../airportData/openFlights';
import { route, type RouteApp } from '../../core/routeKit';
import { errorResponses } from '../../openApiParts';

const lookupQuery = z.object({ q: z.string().trim().min(1).max(100) });

/** GET /api/airport/lookup?q=: the airport form's search over OpenFlights (docs/modules/settings.md). */
export async function airportLookupRoute(app: RouteApp): Promise<void> {
  const schema = {
    tags: ['airport'],
    summary: 'Airports matching a code or name, from OpenFlights, to fill in the airport form',
    querystring: lookupQuery,
    response: { 200: z.array(airportLookupHitSchema), ...errorResponses },
  };
  app.get('/airport/lookup', route(resourceAccess.airport.read, schema), async (request) => lookUpAirports(request.query.q));
}
