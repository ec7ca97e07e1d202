import { z } from 'zod';
import { audibleTopics, liveTopics } from '../../model/live';
import type { Session } from '../auth/session';
import { route, type RouteApp } from '../core/routeKit';
import { errorResponses } from '../openApiParts';
import { bearerToken } from '../plugins/authentication';
import { signedIn } from '../plugins/routeAccess';
import { missedLiveEvents, type LiveAudience } from './liveEventQueries';
import { LiveStream } from './liveStream';
import { sseHeaders } from './sseFormat';

const eventId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const liveEventSchema = z.object({
  id: z.int(),
  topic: z.enum(liveTopics),
  region_id: z.int().nullable(),
  user_id: z.int().nullable(),
  data: z.record(z.string(), z.unknown()),
});

const schema = {
  tags: ['live'],
  summary:
    'The signed-in user’s live events as server-sent events: their own and their regions’, of the topics their permissions read, resumed after Last-Event-ID',
  description:
    'text/event-stream: `retry: 3000` once, then `id: <id>` / `event: live` / `data: <JSON event>` per event and a `: ping` comment every 15 s. ' +
    'The stream ends when the session does (signed out, token revoked); the client reconnects with Last-Event-ID (header or query) and first gets what it missed.',
  // Loose: the validated headers replace request.headers, which must keep the others.
  headers: z.looseObject({
    'last-event-id': eventId.optional().meta({ description: 'Resume after this event id (what the last `id:` said).' }),
  }),
  querystring: z.object({
    last_event_id: eventId.optional().meta({ description: 'The same as the Last-Event-ID header, for clients that cannot set it.' }),
  }),
  response: {
    200: {
      description: 'The event stream; each `data:` line holds one event.',
      content: { 'text/event-stream': { schema: liveEventSchema } },
    },
    // Any signed-in account may listen: no 403.
    401: errorResponses[401],
    422: errorResponses[422],
    429: errorResponses[429],
  },
};

/**
 * Built from the session at connection and again at every heartbeat's re-read, so a change of the
 * user's regions or of their role's permissions applies to an open stream within one beat.
 */
const audienceOf = (session: Session): LiveAudience => ({
  userId: session.user.id,
  regionIds: session.regions.map((r) => r.region_id),
  topics: audibleTopics(session.permissions),
});

/** Headers the app set for every answer (security headers, rate limit), which a hijacked reply must write itself. */
function appHeaders(headers: Record<string, string | number | string[] | undefined>): Record<string, string | number | string[]> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined),
  );
}

/** `GET /api/events` (docs/ARCHITECTURE.md): one stream per signed-in browser, fed by this process's hub. */
export default async function liveEventRoutes(app: RouteApp): Promise<void> {
  app.get('/events', route(signedIn, schema), async (request, reply) => {
    const session = request.requireSession();
    const token = bearerToken(request)!;
    const resumeAfter = request.headers['last-event-id'] ?? request.query.last_event_id;

    // The raw response is written as events come; nothing (compression included) may buffer it.
    reply.hijack();
    const stream = new LiveStream(reply.raw, audienceOf(session), {
      heartbeatMs: app.config.LIVE_HEARTBEAT_MS,
      recheck: async () => {
        const current = await app.sessions.sessionFor(token);
        return current ? audienceOf(current) : null;
      },
      onError: (error) => request.log.warn({ err: error }, 'live stream: the session could not be re-read'),
    });
    stream.open({ ...appHeaders(reply.getHeaders()), ...sseHeaders });
    stream.onClosed(app.liveHub.subscribe(stream));
    if (resumeAfter === undefined) return;
    try {
      await stream.replay(
        (afterId, limit) => missedLiveEvents(app.db, afterId, stream.audience, limit),
        resumeAfter,
        (id) => app.liveHub.willDeliver(id),
      );
    } catch (error) {
      // The browser resumes from the last id it got when it reconnects.
      request.log.error({ err: error }, 'live stream: missed events could not be read');
      stream.end();
    }
  });
}
