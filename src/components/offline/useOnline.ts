import { useSyncExternalStore } from 'react';
import { browserOnline } from './networkFailure';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network, kept current by its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, browserOnline, () => true);
}
