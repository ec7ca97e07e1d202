import { defineModule } from '../module';
import statusViewRoutes from './routes';

/**
 * The Status view (docs/modules/status_view.md): the day of the active region as a wall board. It only reads the
 * Scheduled module's activities, so it has no resources or jobs of its own.
 */
export default defineModule({ name: 'status_view', resources: [], routes: statusViewRoutes });
