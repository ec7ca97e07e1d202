import { defineModule } from '../module';
import { stockAlertsJob } from './alertsJob';
import countsRoutes from './countsRoutes';
import partRequestsRoutes from './partRequestsRoutes';
import partsRoutes from './routes';
import transfersRoutes from './transfersRoutes';

/**
 * The Parts tab (docs/modules/parts.md): stock per station and lot (serial, batch or bulk) with release
 * certificates and shelf life, moved only by recorded movements — receipts, issues to jobs, returns,
 * scrap, adjustments and reversals — on the ledger of server/modules/stock/movements.ts; transfers
 * between stations, part requests and counts; the stock alerts as a daily job.
 */
export default defineModule({
  name: 'parts',
  resources: [],
  async routes(app) {
    await app.register(partsRoutes);
    await app.register(transfersRoutes);
    await app.register(partRequestsRoutes);
    await app.register(countsRoutes);
  },
  jobs: [stockAlertsJob],
});
