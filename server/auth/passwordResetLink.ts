import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { passwordResets } from '../db/schema';
import type { Translate } from '../i18n';
import { passwordResetMinutes, sendPasswordResetMail } from './accountMail';
import { hashToken } from './tokens';

/**
 * Stores a one-time reset token (hashed) and e-mails its link. Used by "forgot password" and
 * by administrators sending a new or locked-out user a link (POST /api/users/:id/reset-link).
 */
export async function sendPasswordResetLink(
  app: FastifyInstance,
  user: { id: number; name: string; email: string },
  t: Translate,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await app.db.insert(passwordResets).values({
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + passwordResetMinutes * 60_000),
  });
  await sendPasswordResetMail(app, user, token, t);
}
