import { defineModule } from '../module';
import { resourceDefinitions } from '../../resources';
import settingRoutes from '../../resources/setting';

/** Reference data: the generic CRUD resources and the single settings page. */
export default defineModule({ name: 'settings', resources: resourceDefinitions, routes: settingRoutes });
