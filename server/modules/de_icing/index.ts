import { defineModule } from '../module';
import deIcingFluids from './de_icing_fluids';
import hotTableSets from './hot_table_sets';
import { lowStockJob } from './jobs';
import deIcingRoutes from './routes';

/**
 * The De-Icing tab (issue 15 §2): HOT table sets and fluids on the generic CRUD engine; treatments
 * (saved with their steps, under the mixing rules, with the fluid taken from stock), the pad view,
 * fluid stock and deliveries on this module's routes; the low-stock alert as a job.
 */
export default defineModule({
  name: 'de_icing',
  resources: [hotTableSets, deIcingFluids],
  routes: deIcingRoutes,
  jobs: [lowStockJob],
});
