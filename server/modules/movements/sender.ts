import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../errors';

/**
 * Who sent a movement: a system with its API key (docs/security.md, "API keys"), or a person holding
 * movements_write (an administrator trying a feed by hand). A movement reaches only the jobs of the
 * sender's regions.
 */
export interface MovementSender {
  apiKeyId: number | null;
  userId: number | null;
  regionIds: number[];
}

export function movementSender(request: FastifyRequest): MovementSender {
  if (request.apiKey) return { apiKeyId: request.apiKey.id, userId: null, regionIds: request.apiKey.regionIds };
  const session = request.session;
  if (!session) throw unauthenticated();
  return { apiKeyId: null, userId: session.user.id, regionIds: session.regions.map((region) => region.region_id) };
}
