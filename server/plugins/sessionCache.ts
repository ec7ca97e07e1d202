import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '../auth/sessionCache';
import { keepTokenAlive, sessionForToken } from '../auth/sessionForToken';
import type { DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionCache;
  }
}

/** Sent by the triggers of migration 0002_session_change_notifications. */
const sessionChangeChannel = 'tarmac_session_change';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session cache, emptied whenever any process changes what sessions are built from.
 * Notifications arrive a moment after the commit, so this process also empties it itself after
 * every write request: a client that signs out and reuses its token at once gets a 401.
 */
export default fp(async function sessionCache(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  const sessions = new SessionCache({
    load: (tokenHash) => sessionForToken(app.db, tokenHash),
    keepAlive: (token) => keepTokenAlive(app.db, token),
  });
  let lost = false;
  const stopListening = await database.listen(sessionChangeChannel, {
    onNotify: () => sessions.clear(),
    onConnect: () => {
      sessions.enable();
      if (lost) app.log.info('session change notifications are back: sessions are cached again');
      lost = false;
    },
    onDisconnect: (error) => {
      sessions.disable();
      lost = true;
      app.log.warn({ err: error }, 'session change notifications lost: every session is read from the database until they are back');
    },
  });
  app.decorate('sessions', sessions);
  app.addHook('onClose', () => stopListening());
  // Runs after the handler, so whatever it wrote has been committed.
  app.addHook('onSend', async (request) => {
    if (!readOnlyMethods.has(request.method)) sessions.clear();
  });
});
