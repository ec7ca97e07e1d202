import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailOnlySchema, passwordResetSchema } from '../../../model/account';
import { messageAnswerSchema } from '../../../model/accountRecords';
import { passwordResets, users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { hashToken, revokeAllTokens } from '../../auth/tokens';
import { sendPasswordResetLink } from '../../auth/passwordResetLink';
import { clearFailedAttempts } from '../../auth/loginThrottle';
import { publicRoute, type RouteApp } from '../../core/routeKit';
import { invalid } from '../../errors';

export default async function passwordResetRoutes(app: RouteApp) {
  // Same answer, in the same time, whether or not the address exists, so it cannot be used to
  // probe accounts: the token is stored and mailed only after the answer has gone out.
  app.post(
    '/password/email',
    publicRoute({ body: emailOnlySchema, response: { 200: messageAnswerSchema } }, { rateLimit: { max: 5, timeWindow: 60_000 } }),
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
      if (user?.active) app.mailQueue.afterResponse(reply, 'password reset', () => sendPasswordResetLink(app, user, request.t));
      return { message: request.t('auth.reset_link_sent') };
    },
  );

  app.post('/password/reset', publicRoute({ body: passwordResetSchema, response: { 200: messageAnswerSchema } }), async (request) => {
    const { body } = request;
    const [reset] = await app.db
      .select({ id: passwordResets.id, user_id: passwordResets.user_id })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.user_id))
      .where(
        and(
          eq(passwordResets.token_hash, hashToken(body.token)),
          eq(users.email, body.email.toLowerCase()),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, sql`now()`),
        ),
      )
      .limit(1);
    if (!reset) throw invalid({ email: 'auth.reset_invalid' });
    const password_hash = await hashPassword(body.password);
    await app.db.transaction(async (tx) => {
      await tx
        .update(passwordResets)
        .set({ used_at: sql`now()` })
        .where(eq(passwordResets.user_id, reset.user_id));
      // Opening the e-mailed link proves the address, so a reset also verifies it.
      await tx
        .update(users)
        .set({
          password_hash,
          email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
          updated_at: sql`now()`,
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, reset.user_id));
    });
    // Whoever knew the old password is signed out everywhere.
    await revokeAllTokens(app.db, reset.user_id);
    // The link proved the mailbox: its owner may sign in now, even while someone else's guesses
    // keep the account throttled.
    await clearFailedAttempts(app.db, body.email.toLowerCase());
    return { message: request.t('auth.reset_done') };
  });
}
