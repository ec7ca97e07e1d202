import { getUser } from '../../providers/authState';
import { httpClient } from '../../providers/httpClient';
import { addToOutbox, hasUnsent, loadOutbox } from './outbox';
import type { NewOutboxEntry } from './outboxTypes';
import { browserOnline, isNetworkFailure } from './networkFailure';

export type Sent<T> = { queued: false; json: T } | { queued: true };

/**
 * Sends an action now, or keeps it in the outbox when there is no network (or the request finds none), or when an
 * earlier action on the same record still waits: actions on one record land in the order they were taken. A
 * refusal by the server (a rule, a conflict) is thrown as usual: only a missing network queues.
 */
export async function sendOrQueue<T, Change>(entry: NewOutboxEntry<Change>): Promise<Sent<T>> {
  const user = getUser();
  if (!user) throw new Error('sendOrQueue: nobody is signed in');
  await loadOutbox();
  const queue = async (): Promise<Sent<T>> => {
    await addToOutbox(user.id, entry);
    return { queued: true };
  };
  if (!browserOnline() || hasUnsent(user.id, entry.record)) return queue();
  try {
    const { json } = await httpClient<T>(entry.request.url, { method: entry.request.method, body: entry.request.body });
    return { queued: false, json };
  } catch (error) {
    if (isNetworkFailure(error)) return queue();
    throw error;
  }
}
