import type { RouteApp } from '../../core/routeKit';
import { defineModule } from '../module';
import reportingRoutes from './routes';
import { reportScheduleJob } from './scheduleJob';
import reportScheduleRoutes from './scheduleRoutes';
import reportViewRoutes from './viewRoutes';

/**
 * The Reporting tab (docs/modules/reporting.md): predefined reports — SQL aggregations over every other tab's records,
 * each a chart and a table with totals — exported as CSV and XLSX, saved as named views, and mailed on
 * a schedule.
 */
export default defineModule({
  name: 'reporting',
  resources: [],
  jobs: [reportScheduleJob],
  routes: async (app: RouteApp) => {
    await reportingRoutes(app);
    await reportViewRoutes(app);
    await reportScheduleRoutes(app);
  },
});
