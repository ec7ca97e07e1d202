import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { messageAnswerSchema } from '../../../model/accountRecords';
import { resourceAccess } from '../../../model/resourceAccess';
import { recordAudit } from '../../audit';
import { route, type RouteApp } from '../../core/routeKit';
import { sendPasswordResetLink } from '../../auth/passwordResetLink';
import { users } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { errorResponses, notFoundResponse, recordIdParams } from '../../openApiParts';

/** POST /api/users/:id/reset-link: an administrator e-mails a user a password reset link. */
export async function resetLinkRoute(app: RouteApp): Promise<void> {
  app.post('/users/:id/reset-link', route(resourceAccess.users.write, resetLinkSchema()), async (request) => {
    const [user] = await app.db.select().from(users).where(eq(users.id, request.params.id)).limit(1);
    if (!user) throw notFound();
    if (!user.active) throw new ApiError(409, 'users.inactive_no_reset');
    await sendPasswordResetLink(app, user, request.t);
    await recordAudit(app.db, request, { action: 'reset_link', resource: 'users', recordId: user.id });
    return { message: request.t('users.reset_link_sent', { email: user.email }) };
  });
}

function resetLinkSchema() {
  const failure = z.object({ message: z.string() });
  return {
    tags: ['users'],
    summary: 'E-mail the user a password reset link',
    params: recordIdParams(),
    response: {
      200: messageAnswerSchema.meta({ description: 'Sent; the message says to whom.' }),
      409: failure.meta({ description: 'The account is inactive.' }),
      ...errorResponses,
      ...notFoundResponse,
    },
  };
}
