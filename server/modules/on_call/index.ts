import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../crud/router';
import { defineModule } from '../module';
import onCallRequests from './on_call_requests';
import onCallRoutes from './routes';

/** What the other modules use of On-Call: the board (What's up), the computed fields (Reporting). */
export { onCallBoard } from './boardQueries';
export { onCallComputed } from './on_call_requests';

/**
 * The On-Call tab (docs/modules/on_call.md): unscheduled requests taken on the phone, dispatched from the
 * nearest station with a crew the Scheduled rules accept, followed step by step against the
 * customer's response target, costed, and measured by the desk's KPIs.
 *
 * The requests' list, history, intake edit and delete are the CRUD engine's, mounted here rather
 * than listed in `resources`: like Scheduled's activities, a request is created by a workflow (its
 * number, its first step; station, road trip and truck only by the dispatch), so the generic
 * settings-style suites, which create records with every region-owned reference, do not apply.
 */
export default defineModule({
  name: 'on_call',
  resources: [],
  async routes(app: FastifyInstance) {
    await registerResource(app, onCallRequests);
    await app.register(onCallRoutes);
  },
});
