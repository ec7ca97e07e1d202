import type { LiveEvent, LiveTopic } from '../../model/live';

export type LiveEventHandler = (event: LiveEvent) => void;

/**
 * Who listens to what, for one signed-in tab: screens subscribe by topic while mounted, the
 * connection dispatches each event to its topic's listeners. `resync` tells the screens that
 * keep their own state (the timeline) that events may have been missed, after a reconnect.
 */
export interface LiveRegistry {
  subscribe(topic: LiveTopic, handler: LiveEventHandler): () => void;
  onResync(handler: () => void): () => void;
  dispatch(event: LiveEvent): void;
  resync(): void;
}

// One listener's mistake must not keep the event from the others, nor break the stream.
function callSafely(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.error('live event listener failed', error);
  }
}

export function createLiveRegistry(): LiveRegistry {
  const byTopic = new Map<LiveTopic, Set<LiveEventHandler>>();
  const resyncHandlers = new Set<() => void>();
  return {
    subscribe(topic, handler) {
      const handlers = byTopic.get(topic) ?? new Set();
      byTopic.set(topic, handlers);
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    dispatch(event) {
      // A copy: a listener may unsubscribe (a screen unmounting) while the event is handed out.
      [...(byTopic.get(event.topic) ?? [])].forEach((handler) => callSafely(() => handler(event)));
    },
    resync() {
      [...resyncHandlers].forEach((handler) => callSafely(handler));
    },
  };
}
