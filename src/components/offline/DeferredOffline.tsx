import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstScreen } from '../../afterFirstScreen';
import { useOnline } from './useOnline';

type Parts = typeof import('./offlineParts');

/** Long enough for the first screen's data and rendering; short, so a phone that loses the network early has the banner. */
const settleMs = 1000;

let parts: Parts | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the outbox's replay and banner (with IndexedDB's wrapper) once. A failed load (no network before the
 * service worker holds the file) is tried again the next time it is wanted: when the network returns.
 */
function loadParts() {
  loading ??= import('./offlineParts').then(
    (module) => {
      parts = module;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The outbox's parts once loaded: they load when the browser is offline, or else once the first screen has
 * settled. A phone's first screen (What's up) needs neither, and reading the outbox from IndexedDB at once cost
 * its first load a file and main-thread time (bench/first-load).
 */
function useOfflineParts(): Parts | null {
  const online = useOnline();
  useEffect(() => {
    if (!online) loadParts();
    else afterFirstScreen(loadParts, settleMs);
  }, [online]);
  return useSyncExternalStore(subscribe, () => parts);
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
