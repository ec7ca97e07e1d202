import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import { planningHorizonJob } from './jobs';
import activityRoutes from './routes';
import workRoutes from './workRoutes';

/**
 * The Scheduled tab (issue 12): activities planned from flight schedules, the work on them and the
 * job that keeps the planning horizon filled. Activities have workflows and rules of their own, so
 * they are served by this module's routes rather than the generic CRUD engine.
 */
export default defineModule({
  name: 'scheduled',
  resources: [],
  async routes(app: FastifyInstance) {
    await app.register(activityRoutes);
    await app.register(workRoutes);
  },
  jobs: [planningHorizonJob],
});
