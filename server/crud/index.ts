import type { FastifyInstance } from 'fastify';
import { resourceDefinitions } from '../resources';
import settingRoutes from '../resources/setting';
import { crudRoutes } from './router';

/** All Settings endpoints: the generic CRUD resources and the single settings page. */
export default async function settingsApi(app: FastifyInstance) {
  await app.register(crudRoutes(resourceDefinitions));
  await app.register(settingRoutes);
}
