import { useEffect, useSyncExternalStore } from 'react';
import { OfflineBanner } from './OfflineBanner';
import { OutboxReplay } from './OutboxReplay';
import { outboxHasEntries, subscribeOutboxDemand } from './outboxDemand';
import { useOnline } from './useOnline';
import { changeListeners } from '../changeListeners';

let wanted = false;
const listeners = changeListeners();

function markWanted() {
  if (wanted) return;
  wanted = true;
  listeners.notify();
}

/**
 * Whether the outbox's replay and banner run: once the browser is offline or the outbox holds actions
 * (outboxDemand.ts, known before IndexedDB is read), and from then on. Otherwise a screen has nothing to
 * send and nothing to say: What's up, a phone's first screen, read the outbox at once before
 * (bench/first-load). Their code comes with the signed-in layout, not as a file of its own loaded when
 * wanted: the network is then often gone, and a browser that failed to fetch a module once keeps the
 * failure until the page reloads (Chromium 150 sends no second request), so the banner never came.
 */
function useOutboxWanted(): boolean {
  const online = useOnline();
  const waiting = useSyncExternalStore(subscribeOutboxDemand, outboxHasEntries, () => false);
  useEffect(() => {
    if (!online || waiting) markWanted();
  }, [online, waiting]);
  return useSyncExternalStore(listeners.subscribe, () => wanted) || !online || waiting;
}

/** OutboxReplay (components/offline), once wanted: waiting actions are sent from then on. */
export function DeferredOutboxReplay() {
  return useOutboxWanted() && <OutboxReplay />;
}

/** OfflineBanner (components/offline), once wanted: at once when there is no network. */
export function DeferredOfflineBanner() {
  return useOutboxWanted() && <OfflineBanner />;
}
