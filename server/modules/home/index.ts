import type { RouteApp } from '../../core/routeKit';
import { defineModule } from '../module';
import memoRoutes from './memoRoutes';
import homeDayRoutes from './routes';

/**
 * What's up (docs/modules/home.md, route `home`): the day of the active region at a glance, and the memos
 * read and acknowledged from it. Reads only other modules' tables; no resources, no jobs.
 */
export default defineModule({
  name: 'home',
  resources: [],
  async routes(app: RouteApp) {
    await app.register(homeDayRoutes);
    await app.register(memoRoutes);
  },
});
