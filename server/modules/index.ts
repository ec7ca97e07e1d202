import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../crud/router';
import type { AppModule } from './module';
import deIcing from './de_icing';
import defects from './defects';
import home from './home';
import live from '../live';
import manpower from './manpower';
import movements from './movements';
import notifications from './notifications';
import onCall from './on_call';
import parts from './parts';
import reporting from './reporting';
import resourceAllocation from './resource_allocation';
import scheduled from './scheduled';
import settings from './settings';
import statusView from './status_view';
import training from './training';

/** The one list of modules: every tab's resources, endpoints and jobs are found from here. */
export const modules: readonly AppModule[] = [
  settings,
  scheduled,
  statusView,
  live,
  notifications,
  home,
  manpower,
  training,
  onCall,
  deIcing,
  parts,
  defects,
  resourceAllocation,
  reporting,
  movements,
];

export const resourceDefinitions = modules.flatMap((module) => module.resources);
export const moduleJobs = modules.flatMap((module) => module.jobs ?? []);

/** Mounts every module under /api: first the generic CRUD routes of all resources, then each module's own. */
export default async function moduleRoutes(app: FastifyInstance) {
  await app.register(crudRoutes(resourceDefinitions));
  for (const module of modules) if (module.routes) await app.register(module.routes);
}
