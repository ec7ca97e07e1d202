import { eq, sql } from 'drizzle-orm';
import { changeSessionSchema } from '../../../model/account';
import { messageAnswerSchema } from '../../../model/accountRecords';
import { users } from '../../db/schema';
import { isMemberOf } from '../../auth/session';
import { route, type RouteApp } from '../../core/routeKit';
import { forbidden } from '../../errors';
import { signedIn } from '../../plugins/routeAccess';

/** Switches the active region (the user's instance_id), which scopes every region-owned record. */
export default async function sessionRoutes(app: RouteApp) {
  app.post('/changeSession', route(signedIn, { body: changeSessionSchema, response: { 200: messageAnswerSchema } }), async (request) => {
    const session = request.requireSession();
    const { instance_id } = request.body;
    if (!isMemberOf(session, instance_id)) throw forbidden('region.not_member');
    await app.db
      .update(users)
      .set({ instance_id, updated_at: sql`now()`, version: sql`${users.version} + 1` })
      .where(eq(users.id, session.user.id));
    const region = session.regions.find((r) => r.region_id === instance_id)!;
    return { message: request.t('region.changed', { name: region.region_name }) };
  });
}
