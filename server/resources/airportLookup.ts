import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourceAccess } from '../../model/resourceAccess';
import { lookUpAirports } from '../airportData/openFlights';
import { parseBody } from '../crud/bodyValidation';

const lookupQuery = z.object({ q: z.string().trim().min(1).max(100) });

/** GET /api/airport/lookup?q=: the airport form's search over OpenFlights (issue 5 §6). */
export async function airportLookupRoute(app: FastifyInstance): Promise<void> {
  app.get('/airport/lookup', { config: { permission: [...resourceAccess.airport.read] } }, async (request) => {
    const { q } = parseBody(lookupQuery, { q: (request.query as Record<string, unknown>).q });
    return lookUpAirports(q);
  });
}
