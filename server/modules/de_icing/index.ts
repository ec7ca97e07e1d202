import { defineModule } from '../module';
import deIcingFluids from './de_icing_fluids';
import hotTableSets from './hot_table_sets';
import deIcingRoutes from './routes';

/**
 * The De-Icing tab (docs/modules/de_icing.md): HOT table sets and fluids on the generic CRUD engine; treatments
 * (saved with their steps, under the mixing rules, with the fluid taken from stock), the pad view,
 * fluid stock and deliveries on this module's routes. Its low-stock alert is the Parts tab's stock
 * alerts job (server/modules/parts/alertsJob.ts), for every material.
 */
export default defineModule({
  name: 'de_icing',
  resources: [hotTableSets, deIcingFluids],
  routes: deIcingRoutes,
});
