import { useEffect, useSyncExternalStore } from 'react';
import { outboxHasEntries, subscribeOutboxDemand } from './outboxDemand';
import { useOnline } from './useOnline';
import { changeListeners } from '../changeListeners';

type Parts = typeof import('./offlineParts');

let parts: Parts | null = null;
let loading: Promise<void> | null = null;
const listeners = changeListeners();

/**
 * Loads the outbox's replay and banner (with IndexedDB's wrapper) once. A failed load (no network before the
 * service worker holds the file) is tried again the next time it is wanted: when the network returns.
 */
function loadParts() {
  loading ??= import('./offlineParts').then(
    (module) => {
      parts = module;
      listeners.notify();
    },
    () => {
      loading = null;
    },
  );
}

/**
 * The outbox's parts, loaded once wanted: when the browser is offline or the outbox holds actions (outboxDemand.ts,
 * known before IndexedDB is read). Otherwise a screen has nothing to send and nothing to say: What's up, a phone's
 * first screen, loaded and ran the outbox at once before (bench/first-load). Once loaded they stay.
 */
function useOfflineParts(): Parts | null {
  const online = useOnline();
  const waiting = useSyncExternalStore(subscribeOutboxDemand, outboxHasEntries, () => false);
  useEffect(() => {
    if (!online || waiting) loadParts();
  }, [online, waiting]);
  return useSyncExternalStore(listeners.subscribe, () => parts);
}

/** OutboxReplay (components/offline), loaded when wanted: waiting actions are sent from then on. */
export function DeferredOutboxReplay() {
  const loaded = useOfflineParts();
  return loaded && <loaded.OutboxReplay />;
}

/** OfflineBanner (components/offline), loaded when wanted: at once when there is no network. */
export function DeferredOfflineBanner() {
  const loaded = useOfflineParts();
  return loaded && <loaded.OfflineBanner />;
}
