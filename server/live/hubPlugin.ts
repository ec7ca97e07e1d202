import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { LiveHub } from './hub';
import { latestLiveEventId, liveEventsSince } from './liveEventQueries';

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/** Sent by `tarmac_publish` (migration 0005_live_events) at commit, with the event id as payload. */
export const liveEventChannel = 'tarmac_live_event';

/**
 * This process's live event hub, fed by the database's notifications (PostgreSQL LISTEN with
 * reconnects, or PGlite in-process), so every API process streams every committed event. Whatever
 * was published while the listener was away is read when it is back.
 */
export default fp(async function liveHub(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  const hub = new LiveHub(
    { latestId: () => latestLiveEventId(app.db), since: (afterId, ids) => liveEventsSince(app.db, afterId, ids) },
    { onError: (error) => app.log.error({ err: error }, 'live events could not be read: retrying') },
  );
  await hub.start();
  let lost = false;
  const stopListening = await database.listen(liveEventChannel, {
    onNotify: (payload) => hub.notified(payload),
    onConnect: () => {
      if (lost) app.log.info('live event notifications are back: catching up');
      lost = false;
      hub.catchUp();
    },
    onDisconnect: (error) => {
      lost = true;
      app.log.warn({ err: error }, 'live event notifications lost: streams pause until they are back');
    },
  });
  app.decorate('liveHub', hub);
  // Before the server closes: an open stream would keep it waiting for ever.
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => {
    await stopListening();
    await hub.stop();
  });
});
