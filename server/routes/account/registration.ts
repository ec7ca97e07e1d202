import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailOnlySchema, registerSchema, verifyEmailQuerySchema } from '../../../model/account';
import { messageAnswerSchema } from '../../../model/accountRecords';
import { users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { sendVerificationMail } from '../../auth/accountMail';
import { verificationLinkIsValid } from '../../auth/signedLinks';
import { publicRoute, type RouteApp } from '../../core/routeKit';
import { ApiError, invalid } from '../../errors';

// Ids are PostgreSQL integers: a larger number would make the look-up itself fail.
const verifyParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Self-registration and e-mail verification. A new account has no role and no region until an admin grants them. */
export default async function registrationRoutes(app: RouteApp) {
  app.post('/register', publicRoute({ body: registerSchema, response: { 201: messageAnswerSchema } }), async (request, reply) => {
    const { body } = request;
    const email = body.email.toLowerCase();
    const password_hash = await hashPassword(body.password);
    const [user] = await app.db
      .insert(users)
      .values({ name: body.name, email, password_hash, locale: request.locale })
      .onConflictDoNothing()
      .returning();
    if (!user) throw invalid({ email: 'validation.email_taken' });
    app.mailQueue.afterResponse(reply, 'verification', () => sendVerificationMail(app, user, request.t));
    return reply.code(201).send({ message: request.t('auth.registered') });
  });

  app.post(
    '/email/verify/:id',
    publicRoute({ params: verifyParams, querystring: verifyEmailQuerySchema, response: { 200: messageAnswerSchema } }),
    async (request) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      const [user] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!user || !(await verificationLinkIsValid(app, user.id, user.email, expires, signature))) {
        throw new ApiError(403, 'auth.verify_invalid');
      }
      if (user.email_verified_at) return { message: request.t('auth.already_verified') };
      await app.db
        .update(users)
        .set({ email_verified_at: sql`now()`, updated_at: sql`now()`, version: sql`${users.version} + 1` })
        .where(eq(users.id, id));
      return { message: request.t('auth.verified') };
    },
  );

  // Same answer, in the same time, whether or not the address exists or needs verifying, so it
  // cannot probe accounts: the link is signed and mailed after the answer has gone out.
  app.post(
    '/email/resend',
    publicRoute({ body: emailOnlySchema, response: { 200: messageAnswerSchema } }, { rateLimit: { max: 5, timeWindow: 60_000 } }),
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
      if (user && !user.email_verified_at && user.active) {
        app.mailQueue.afterResponse(reply, 'verification', () => sendVerificationMail(app, user, request.t));
      }
      return { message: request.t('auth.verification_sent') };
    },
  );
}
