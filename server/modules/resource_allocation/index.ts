import { defineModule } from '../module';
import resourceAllocationRoutes from './routes';

/**
 * The Resources tab (docs/modules/resource_allocation.md): bookings of trucks, equipment and calibrated tools that the
 * database keeps from overlapping, their availability, due lists, calibration trips and transfers.
 */
export default defineModule({ name: 'resource_allocation', resources: [], routes: resourceAllocationRoutes });
