import { and, eq, ne, sql } from 'drizzle-orm';
import { passwordChangeSchema, profileSchema } from '../../../model/account';
import { currentUserSchema, messageAnswerSchema } from '../../../model/accountRecords';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeAllTokens } from '../../auth/tokens';
import { sendVerificationMail } from '../../auth/accountMail';
import { currentUserResource, loadSession } from '../../auth/session';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import { recordAudit } from '../../audit';
import { postgresError } from '../../crud/databaseErrors';
import { changedFields } from '../../crud/recordQueries';
import { invalid, unauthenticated } from '../../errors';
import { receiveImageUpload } from '../../media/imageUpload';
import { removeMediaFile, storeMediaFile, storedFolders } from '../../media/mediaFiles';
import { signedIn } from '../../plugins/routeAccess';

/** The signed-in user's own settings: profile, password, photo. */
export default async function profileRoutes(app: RouteApp) {
  app.patch('/settings/profile', route(signedIn, { body: profileSchema, response: { 200: currentUserSchema } }), async (request, reply) => {
    const session = request.requireSession();
    const { body } = request;
    const next = { name: body.name, email: body.email.toLowerCase(), ...(body.locale !== undefined ? { locale: body.locale } : {}) };
    const { updated, emailChanged } = await app.db
      .transaction(async (tx) => {
        // The stored values are read under lock, not taken from the (possibly cached) session:
        // the audit row's from/to starts from them.
        const [current] = await tx.select().from(users).where(eq(users.id, session.user.id)).for('update');
        if (!current) throw unauthenticated();
        const emailChanged = next.email !== current.email;
        if (emailChanged) {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, next.email), ne(users.id, current.id)))
            .limit(1);
          if (taken) throw invalid({ email: 'validation.email_taken' });
        }
        const [updated] = await tx
          .update(users)
          .set({
            ...next,
            // A new address must be proven again before it can be used to sign in.
            ...(emailChanged ? { email_verified_at: null } : {}),
            updated_at: sql`now()`,
            version: sql`${users.version} + 1`,
          })
          .where(eq(users.id, current.id))
          .returning();
        await recordAudit(tx, request, {
          action: 'update',
          resource: 'users',
          recordId: updated.id,
          changes: changedFields(current, next),
        });
        return { updated, emailChanged };
      })
      .catch((error) => {
        // Someone else took the address between the check above and this write.
        if (postgresError(error)?.code === '23505') throw invalid({ email: 'validation.email_taken' });
        throw error;
      });
    if (emailChanged) app.mailQueue.afterResponse(reply, 'verification', () => sendVerificationMail(app, updated, request.t));
    return currentUserResource(app.db, (await loadSession(app.db, updated.id, session.tokenId))!);
  });

  app.patch(
    '/settings/password',
    route(signedIn, { body: passwordChangeSchema, response: { 200: messageAnswerSchema } }),
    async (request) => {
      const session = request.requireSession();
      const { body } = request;
      if (!(await verifyPassword(body.current_password, session.user.password_hash))) {
        throw invalid({ current_password: 'auth.current_password_wrong' });
      }
      await app.db
        .update(users)
        .set({ password_hash: await hashPassword(body.password), updated_at: sql`now()`, version: sql`${users.version} + 1` })
        .where(eq(users.id, session.user.id));
      // Other devices signed in with the old password are signed out; this one stays.
      await revokeAllTokens(app.db, session.user.id, session.tokenId);
      await recordAudit(app.db, request, { action: 'update', resource: 'users', recordId: session.user.id, changes: { password: true } });
      return { message: request.t('auth.password_changed') };
    },
  );

  app.post('/settings/photo', route(signedIn, { response: { 200: currentUserSchema } }), async (request) => {
    const session = request.requireSession();
    const image = await receiveImageUpload(request, { field: 'photo', invalidKey: 'auth.photo_invalid' });
    // One transaction: the new file, the user pointing to it and the old file's removal happen together or not at all.
    await inTransaction(app.db, async (tx) => {
      // The stored path is read under lock, not taken from the (possibly cached) session.
      const [current] = await tx.select({ photo_path: users.photo_path }).from(users).where(eq(users.id, session.user.id)).for('update');
      const relative = await storeMediaFile(tx, { folder: storedFolders.profilePhotos, ...image, createdBy: session.user.id });
      await tx
        .update(users)
        .set({ photo_path: relative, updated_at: sql`now()`, version: sql`${users.version} + 1` })
        .where(eq(users.id, session.user.id));
      await recordAudit(tx, request, {
        action: 'update',
        resource: 'users',
        recordId: session.user.id,
        changes: { photo_path: relative },
      });
      if (current?.photo_path) await removeMediaFile(tx, current.photo_path);
    });
    const refreshed = await loadSession(app.db, session.user.id, session.tokenId);
    if (!refreshed) throw unauthenticated();
    return currentUserResource(app.db, refreshed);
  });
}
