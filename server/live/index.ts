import { defineModule } from '../modules/module';
import { liveEventRetentionJob } from './retentionJob';
import liveEventRoutes from './routes';

/**
 * Live events (docs/ARCHITECTURE.md, docs/decisions/0002-sse-for-live-events.md): `GET /api/events` and the job that
 * keeps their table to a day. Not a tab, but listed with the modules so its route and job are found
 * where every other one is. The per-process hub is an app plugin (server/live/hubPlugin.ts).
 */
export default defineModule({
  name: 'live',
  resources: [],
  routes: liveEventRoutes,
  jobs: [liveEventRetentionJob],
});
