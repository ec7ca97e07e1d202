import { defineModule } from '../module';
import resourceAllocationRoutes from './routes';

/**
 * The Resources tab (issue 16 §2): bookings of trucks, equipment and calibrated tools that the
 * database keeps from overlapping, their availability, due lists, calibration trips and transfers.
 */
export default defineModule({ name: 'resource_allocation', resources: [], routes: resourceAllocationRoutes });
