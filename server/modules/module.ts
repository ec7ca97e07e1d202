import type { RoutePlugin } from '../core/routeKit';
import type { ResourceDefinition } from '../crud/definition';
import type { Job } from '../jobs/job';

/**
 * One tab of the product on the server (docs/ARCHITECTURE.md): its resources served by
 * the generic CRUD engine, its own endpoints (a plugin mounted under /api) and its jobs.
 */
export interface AppModule {
  /** The route and permission word, underscore form: settings, scheduled, on_call … */
  name: string;
  resources: readonly ResourceDefinition[];
  /** Its own endpoints, typed from their zod schemas (server/core/routeKit.ts). */
  routes?: RoutePlugin;
  jobs?: readonly Job[];
}

export function defineModule(module: AppModule): AppModule {
  return module;
}
