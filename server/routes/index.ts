import loginRoutes from './account/login';
import registrationRoutes from './account/registration';
import passwordResetRoutes from './account/passwordReset';
import profileRoutes from './account/profile';
import sessionRoutes from './account/session';
import oauthRoutes from './account/oauth';
import healthRoutes from './health';
import moduleRoutes from '../modules';
import type { RouteApp } from '../core/routeKit';
import { notFound } from '../errors';
import { signedIn } from '../plugins/routeAccess';

/** Everything under /api. Every module (server/modules) joins here. */
export default async function apiRoutes(app: RouteApp) {
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(sessionRoutes);
  await app.register(oauthRoutes);
  await app.register(moduleRoutes);
  // Any other /api path: a route of its own, so it is answered 404 only to a signed-in caller (401
  // otherwise, as for every protected route) even when the browser app's catch-all is mounted.
  app.all('/*', { config: { permission: signedIn }, schema: { hide: true } }, async () => {
    throw notFound();
  });
}
