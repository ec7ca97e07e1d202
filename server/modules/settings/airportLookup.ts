import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourceAccess } from '../../../model/resourceAccess';
import { lookUpAirports } from '../../airportData/openFlights';
import { errorResponses } from '../../openApiParts';
import { documentedResponses } from '../../plugins/validation';

const lookupQuery = z.object({ q: z.string().trim().min(1).max(100) });

/** GET /api/airport/lookup?q=: the airport form's search over OpenFlights (issue 5 §6). */
export async function airportLookupRoute(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['airport'],
    summary: 'Airports matching a code or name, from OpenFlights, to fill in the airport form',
    querystring: lookupQuery,
    response: { 200: z.array(z.object({}).passthrough()), ...errorResponses },
  };
  app.get(
    '/airport/lookup',
    { config: { permission: [...resourceAccess.airport.read] }, schema, serializerCompiler: documentedResponses },
    async (request) => {
      const { q } = request.query as z.infer<typeof lookupQuery>;
      return lookUpAirports(q);
    },
  );
}
