import { defineModule } from '../module';
import transfersRoutes from './transfersRoutes';

/**
 * The Parts tab (issue 16 §1): stock per station, lot and certificate; transfers, part requests and
 * counts; the stock alerts as a job.
 */
export default defineModule({
  name: 'parts',
  resources: [],
  async routes(app) {
    await app.register(transfersRoutes);
  },
});
