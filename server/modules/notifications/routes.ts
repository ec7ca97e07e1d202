import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notificationSortFields, type NotificationRecord } from '../../../model/modules/notifications';
import { recordAudit } from '../../audit';
import { inTransaction, route, sendList, type RouteApp } from '../../core/routeKit';
import { parseListQuery } from '../../crud/listQuery';
import { users } from '../../db/schema';
import { notFound, unauthenticated } from '../../errors';
import { signedIn } from '../../plugins/routeAccess';
import { notificationConditions, parseNotificationFilter } from './notificationFilters';
import {
  companyDateFormat,
  findOwnNotification,
  listNotifications,
  markAllRead,
  markUnread,
  mutedTypes,
  notificationRecord,
  setOwnReadState,
  type NotificationSortField,
} from './notificationQueries';
import { notificationRouteSchemas as schemas } from './routeSchemas';

const listSorting = { sort: [...notificationSortFields], defaultSort: ['created_at', 'DESC'] as ['created_at', 'DESC'] };

/**
 * The caller's own notifications (docs/modules/notifications.md): list, one, read / unread, all read, and the e-mail
 * digest switch. Every signed-in user has notifications, so every route is `signed_in`; each reads
 * and writes only the caller's rows — another user's id answers 404 like an id that does not exist.
 */
export default async function notificationRoutes(app: RouteApp): Promise<void> {
  const rendered = async (request: FastifyRequest, row: Parameters<typeof notificationRecord>[0] | null): Promise<NotificationRecord> => {
    if (!row) throw notFound();
    return notificationRecord(row, request.locale, await companyDateFormat(app.db));
  };

  app.get('/notifications', route(signedIn, schemas.list), async (request, reply) => {
    const session = request.requireSession();
    const query = parseListQuery(request.query, listSorting);
    const where = notificationConditions(session.user.id, parseNotificationFilter(query.filter), request.locale);
    const sort = { field: query.sort.field as NotificationSortField, order: query.sort.order };
    const { rows, total } = await listNotifications(app.db, { where, sort, ...query.range });
    const page = sendList(reply, 'notifications', query.range.offset, rows, total);
    const dateFormat = await companyDateFormat(app.db);
    return page.map((row) => notificationRecord(row, request.locale, dateFormat));
  });

  app.get('/notifications/digest', route(signedIn, schemas.getDigest), async (request) => {
    const [row] = await app.db
      .select({ digest: users.notification_digest })
      .from(users)
      .where(eq(users.id, request.requireSession().user.id));
    if (!row) throw unauthenticated();
    return row;
  });

  app.put('/notifications/digest', route(signedIn, schemas.putDigest), async (request) => {
    const session = request.requireSession();
    const { digest } = request.body;
    return inTransaction(app.db, async (tx) => {
      const [current] = await tx
        .select({ digest: users.notification_digest })
        .from(users)
        .where(eq(users.id, session.user.id))
        .for('update');
      if (!current) throw unauthenticated();
      if (current.digest !== digest) {
        await tx
          .update(users)
          .set({ notification_digest: digest, updated_at: sql`now()`, version: sql`${users.version} + 1` })
          .where(eq(users.id, session.user.id));
        await recordAudit(tx, request, {
          action: 'update',
          resource: 'users',
          recordId: session.user.id,
          changes: { notification_digest: { from: current.digest, to: digest } },
        });
      }
      return { digest };
    });
  });

  app.get('/notifications/mutes', route(signedIn, schemas.getMutes), async (request) => {
    const types = await mutedTypes(app.db, request.requireSession().user.id);
    if (!types) throw unauthenticated();
    return { types };
  });

  app.put('/notifications/mutes', route(signedIn, schemas.putMute), async (request) => {
    const session = request.requireSession();
    const { type, muted } = request.body;
    return inTransaction(app.db, async (tx) => {
      const current = await mutedTypes(tx, session.user.id, { forUpdate: true });
      if (!current) throw unauthenticated();
      const types = muted ? [...new Set([...current, type])] : current.filter((t) => t !== type);
      if (types.length !== current.length) {
        await tx
          .update(users)
          .set({ muted_notification_types: types, updated_at: sql`now()`, version: sql`${users.version} + 1` })
          .where(eq(users.id, session.user.id));
        await recordAudit(tx, request, {
          action: 'update',
          resource: 'users',
          recordId: session.user.id,
          changes: { muted_notification_types: { from: current, to: types } },
        });
      }
      return { types };
    });
  });

  app.post('/notifications/read_all', route(signedIn, schemas.readAll), async (request) => {
    const session = request.requireSession();
    return inTransaction(app.db, async (tx) => {
      const ids = await markAllRead(tx, session.user.id);
      if (ids.length)
        await recordAudit(tx, request, {
          action: 'read_all',
          resource: 'notifications',
          recordId: `user:${session.user.id}`,
          changes: { ids },
        });
      return { updated: ids.length, ids };
    });
  });

  app.post('/notifications/unread', route(signedIn, schemas.unreadMany), async (request) => {
    const session = request.requireSession();
    const { body } = request;
    return inTransaction(app.db, async (tx) => {
      const ids = await markUnread(tx, session.user.id, body.ids);
      if (ids.length)
        await recordAudit(tx, request, {
          action: 'unread',
          resource: 'notifications',
          recordId: `user:${session.user.id}`,
          changes: { ids },
        });
      return { updated: ids.length, ids };
    });
  });

  app.get('/notifications/:id', route(signedIn, schemas.getOne), async (request) =>
    rendered(request, await findOwnNotification(app.db, request.requireSession().user.id, request.params.id)),
  );

  for (const [state, read] of [
    ['read', true],
    ['unread', false],
  ] as const) {
    app.post(`/notifications/:id/${state}`, route(signedIn, schemas[state]), async (request) => {
      const session = request.requireSession();
      const { id } = request.params;
      const row = await inTransaction(app.db, async (tx) => {
        const changed = await setOwnReadState(tx, session.user.id, id, read);
        if (changed) await recordAudit(tx, request, { action: state, resource: 'notifications', recordId: id });
        return changed;
      });
      return rendered(request, row);
    });
  }
}
