import { defineModule } from '../module';
import rosterRoutes from './rosterRoutes';
import shiftTypes from './shift_types';
import { manHourSignalsJob } from './manHourSignals';

/** What the other modules use of Manpower: the rostered days and rest settings Scheduled's assignment rules read, the day's staffing What's up shows. */
export { daysByTechnician } from './rosterAnalysis';
export { restSettingsOf } from './rosterQueries';
export { dayStaffing } from './dayStaffing';
export { raiseManHourSignal, stationMonthPlan } from './manHourSignals';

/**
 * The Manpower tab (docs/modules/manpower.md): the roster of each station against its demand, under the rest
 * rules (model/modules/manpower), and the shift types it is made of.
 */
export default defineModule({
  name: 'manpower',
  resources: [shiftTypes],
  routes: rosterRoutes,
  jobs: [manHourSignalsJob],
});
