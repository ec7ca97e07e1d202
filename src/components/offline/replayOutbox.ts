import { HttpError } from 'react-admin';
import { getUser } from '../../providers/authState';
import { httpClient } from '../../providers/httpClient';
import { loadOutbox, markSent, outboxEntries, updateOutboxEntry } from './outbox';
import type { OutboxEntry } from './outboxTypes';
import { isNetworkFailure } from './networkFailure';

/** Answers that say "not now" rather than "no": the action stays waiting and goes on the next try. */
const tryLater = (status: number) => status === 0 || status === 401 || status === 429 || status >= 500;

let running: Promise<number> | null = null;

/**
 * Sends the signed-in person's waiting actions in the order they were taken, one at a time. A conflict or a
 * refusal stops that record's later actions (they would land on a state the person has not seen) until the person
 * decides; other records go on. No network, an expired session or a busy server stops the whole run: it is tried
 * again later. Resolves with how many actions landed. Only one run at a time.
 */
export function replayOutbox(): Promise<number> {
  running ??= run().finally(() => {
    running = null;
  });
  return running;
}

async function run(): Promise<number> {
  await loadOutbox();
  const user = getUser();
  if (!user) return 0;
  const held = new Set<string>();
  let landed = 0;
  // Read the entries afresh at each step: a landed action rebases the versions of those after it.
  const next = () => outboxEntries().find((entry) => entry.user_id === user.id && entry.state === 'waiting' && !held.has(entry.record));
  for (const entry of outboxEntries()) {
    if (entry.user_id === user.id && (entry.state === 'conflict' || entry.state === 'refused')) held.add(entry.record);
  }
  for (let entry = next(); entry; entry = next()) {
    try {
      const { json } = await httpClient<{ version?: number }>(entry.request.url, {
        method: entry.request.method,
        body: entry.request.body,
        silent: true,
      });
      await markSent(entry, json?.version);
      landed++;
    } catch (error) {
      const status = error instanceof HttpError || isNetworkFailure(error) ? (error as HttpError).status : 0;
      if (tryLater(status)) break;
      held.add(entry.record);
      await updateOutboxEntry(await withProblem(entry, error as HttpError));
    }
  }
  return landed;
}

/** A 409 holds the record as it is now (the server's `current`, or read again), so both values can be shown. */
async function withProblem(entry: OutboxEntry, error: HttpError): Promise<OutboxEntry> {
  const body = (error.body ?? {}) as { message?: string; current?: unknown };
  const problem = { status: error.status, message: body.message ?? error.message };
  if (error.status !== 409) return { ...entry, state: 'refused', problem };
  const current = await httpClient(`/api/${entry.record}`, { silent: true })
    .then(({ json }) => json as unknown)
    .catch(() => body.current);
  return { ...entry, state: 'conflict', problem: { ...problem, current } };
}
