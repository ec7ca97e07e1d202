import { eq } from 'drizzle-orm';
import { loginSchema } from '../../../model/account';
import { currentUserSchema, issuedTokenSchema } from '../../../model/accountRecords';
import { users } from '../../db/schema';
import { verifyPassword } from '../../auth/passwords';
import { issueToken, revokeToken } from '../../auth/tokens';
import { beginAttempt, clearFailedAttempts, forgetAttempt, keepFailedAttempt } from '../../auth/loginThrottle';
import { publicRoute, route, type RouteApp } from '../../core/routeKit';
import { ApiError, invalid } from '../../errors';
import { currentUserResource } from '../../auth/session';
import { signedIn } from '../../plugins/routeAccess';

export default async function loginRoutes(app: RouteApp) {
  app.post('/login', publicRoute({ body: loginSchema, response: { 200: issuedTokenSchema } }), async (request) => {
    const { email, password, remember } = request.body;
    const address = email.toLowerCase();
    const attempt = await beginAttempt(app.db, address, request.ip);
    if (attempt.refused) {
      const { messageKey, seconds } = attempt.refused;
      throw new ApiError(429, messageKey, { seconds, minutes: Math.ceil(seconds / 60) });
    }

    const [user] = await app.db.select().from(users).where(eq(users.email, address)).limit(1);
    if (!(await verifyPassword(password, user?.password_hash))) {
      await keepFailedAttempt(app.db);
      throw invalid({ email: 'auth.failed' });
    }
    if (!user.email_verified_at || !user.active) {
      await forgetAttempt(app.db, attempt.id);
      throw invalid({ email: user.email_verified_at ? 'auth.inactive' : 'auth.unverified' });
    }
    await clearFailedAttempts(app.db, address, request.ip);
    return issueToken(app.db, user.id, { remember, userAgent: request.headers['user-agent'], ip: request.ip });
  });

  app.get('/user', route(signedIn, { response: { 200: currentUserSchema } }), async (request) =>
    currentUserResource(app.db, request.requireSession()),
  );

  app.post('/logout', { config: { permission: signedIn } }, async (request, reply) => {
    await revokeToken(app.db, request.requireSession().tokenId);
    return reply.code(204).send();
  });
}
