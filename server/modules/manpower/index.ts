import { defineModule } from '../module';
import rosterRoutes from './rosterRoutes';
import shiftTypes from './shift_types';

/**
 * The Manpower tab (issue 14 §2): the roster of each station against its demand, under the rest
 * rules (model/modules/manpower), and the shift types it is made of.
 */
export default defineModule({
  name: 'manpower',
  resources: [shiftTypes],
  routes: rosterRoutes,
});
