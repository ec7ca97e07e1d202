import { defineModule } from '../module';
import movementRoutes from './routes';

/**
 * Flight movements (docs/modules/movements.md): the airline's or airport's MVT messages and JSON
 * feed re-time the jobs they are about through Scheduled's one write path; everything received is
 * listed, matched or not, for the planners.
 */
export default defineModule({ name: 'movements', resources: [], routes: movementRoutes });
