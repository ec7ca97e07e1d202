import { outboxWaitingKey } from '../../../model/storageKeys';
import { changeListeners } from '../changeListeners';

/**
 * Whether this device's outbox holds actions, known without loading the outbox (IndexedDB and its wrapper): the
 * outbox notes it here whenever its entries change (outbox.ts), in localStorage for the next page load. The
 * signed-in layout runs the outbox's replay only when it holds actions or the browser is offline
 * (DeferredOffline.tsx).
 */
const listeners = changeListeners();

function stored(): boolean {
  try {
    return localStorage.getItem(outboxWaitingKey) === '1';
  } catch {
    return false; // storage refused (a private window): the outbox says so once it is loaded
  }
}

let waiting = stored();

export function outboxHasEntries(): boolean {
  return waiting;
}

export function noteOutboxEntries(any: boolean): void {
  try {
    if (any) localStorage.setItem(outboxWaitingKey, '1');
    else localStorage.removeItem(outboxWaitingKey);
  } catch {
    // Storage refused: this page still knows (below); the next one learns once the outbox is read.
  }
  if (any === waiting) return;
  waiting = any;
  listeners.notify();
}

export const subscribeOutboxDemand = listeners.subscribe;
