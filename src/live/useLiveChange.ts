import { useContext, useEffect } from 'react';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { LiveEvent, LiveTopic } from '../../model/live';
import { LiveHubContext } from './liveContext';
import { useLatest } from './useLiveEvents';

/**
 * Events arriving within this window make one refetch: Plan day or a crew change sends several
 * events in a burst, and a screen should not reload once per event (a refetch storm).
 */
export const coalesceMs = 250;

/** Subscribes to `topic`, handing the events of each window over in one batch. */
function useLiveBatches(topic: LiveTopic, onBatch: (events: LiveEvent[]) => void, { onResync }: { onResync?: () => void } = {}) {
  const hub = useContext(LiveHubContext);
  const latest = useLatest({ onBatch, onResync });
  useEffect(() => {
    if (!hub) return;
    let batch: LiveEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const events = batch;
      batch = [];
      timer = undefined;
      latest.current.onBatch(events);
    };
    const unsubscribe = hub.registry.subscribe(topic, (event) => {
      batch.push(event);
      timer ??= setTimeout(flush, coalesceMs);
    });
    const stopResync = hub.registry.onResync(() => latest.current.onResync?.());
    return () => {
      clearTimeout(timer);
      unsubscribe();
      stopResync();
    };
  }, [hub, topic, latest]);
}

/**
 * Calls `onChange` once per burst of `topic` events that `matches`, and after a reconnect (the
 * gap may have hidden some). For screens that keep their own state, like the timeline.
 */
export function useLiveChange(topic: LiveTopic, matches: (event: LiveEvent) => boolean, onChange: () => void): void {
  const latest = useLatest({ matches, onChange });
  useLiveBatches(
    topic,
    (events) => {
      if (events.some((event) => latest.current.matches(event))) latest.current.onChange();
    },
    { onResync: () => latest.current.onChange() },
  );
}

/**
 * Invalidates react-admin's cached queries under `keys` (e.g. `['activities']`, a resource's
 * queries) on each burst of `topic` events; a function chooses the keys per event, null for none.
 * The active ones refetch; nothing is patched by hand. After a reconnect the provider already
 * invalidates every query.
 */
export function useLiveRefetch(topic: LiveTopic, keys: QueryKey[] | ((event: LiveEvent) => QueryKey[] | null)): void {
  const hub = useContext(LiveHubContext);
  const latest = useLatest(keys);
  useLiveBatches(topic, (events) => {
    const chosen =
      typeof latest.current === 'function'
        ? events.flatMap((event) => (latest.current as (event: LiveEvent) => QueryKey[] | null)(event) ?? [])
        : latest.current;
    const unique = new Map(chosen.map((queryKey) => [hashKey(queryKey), queryKey]));
    unique.forEach((queryKey) => void hub?.queryClient.invalidateQueries({ queryKey }));
  });
}
