import { liveEventName, type LiveEvent } from '../../model/live';

/**
 * The wire format of `GET /api/events` (docs/decisions/0002-sse-for-live-events.md): one `retry:` first, then each event as
 * `id:` / `event: live` / `data: <JSON>`, and a comment line as the heartbeat. JSON holds no line
 * breaks, so an event's data is always one `data:` line.
 */
export const reconnectDelayMs = 3_000;

export const sseRetry = `retry: ${reconnectDelayMs}\n\n`;

export const sseHeartbeat = ': ping\n\n';

/**
 * The last line of a stream ended because this node is shutting down (docs/operations.md): the
 * browser reconnects within this, through the load balancer to a node still serving, and resumes
 * with Last-Event-ID. Spread over a second so a node's streams do not all come back at once.
 */
export const sseDrainRetry = (random = Math.random) => `retry: ${500 + Math.floor(random() * 1000)}\n\n`;

/** Each event is written to many streams: it is formatted once. */
const formatted = new WeakMap<LiveEvent, string>();

export function sseEvent(event: LiveEvent): string {
  let text = formatted.get(event);
  if (text === undefined) {
    const { id, topic, region_id, user_id, data } = event;
    text = `id: ${id}\nevent: ${liveEventName}\ndata: ${JSON.stringify({ id, topic, region_id, user_id, data })}\n\n`;
    formatted.set(event, text);
  }
  return text;
}

/** The response headers of a stream; proxies (nginx) must pass it through unbuffered. */
export const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  'x-accel-buffering': 'no',
};
