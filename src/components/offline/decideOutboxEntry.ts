import { removeFromOutbox, updateOutboxEntry } from './outbox';
import { entryVersion, type OutboxEntry } from './outboxTypes';
import { replayOutbox } from './replayOutbox';

/**
 * The person read the conflict and keeps their action: it goes again on the record as it is now (the version the
 * conflict read), or, refused, as it was (something else may have changed meanwhile, e.g. a planner reassigned them).
 */
export async function sendAgain(entry: OutboxEntry) {
  const current = (entry.problem?.current ?? {}) as { version?: unknown };
  const version = entryVersion(entry) !== undefined && typeof current.version === 'number' ? current.version : entryVersion(entry);
  const body = version === undefined ? entry.request.body : { ...entry.request.body, version };
  await updateOutboxEntry({ ...entry, request: { ...entry.request, body }, state: 'waiting', problem: undefined });
  void replayOutbox();
}

/** The person keeps what is on the server: their action is dropped, and the record's later actions go on. */
export async function discard(entry: OutboxEntry) {
  await removeFromOutbox([entry.id]);
  void replayOutbox();
}
