import { openDB, type IDBPDatabase } from 'idb';
import { noteOutboxEntries } from './outboxDemand';
import { entryVersion, type NewOutboxEntry, type OutboxEntry } from './outboxTypes';
import { changeListeners } from '../changeListeners';

/**
 * The device's outbox: actions taken with no network, in IndexedDB so they survive a closed tab or a phone
 * restarted on the ramp, mirrored in memory for the screens (useSyncExternalStore). Where IndexedDB is missing
 * (a private window that refuses it), the outbox lives in memory only: the actions still go once the network
 * returns, unless the tab is closed first.
 */
const storeName = 'actions';
let database: Promise<IDBPDatabase | null> | null = null;
let entries: readonly OutboxEntry[] = [];
let loaded: Promise<void> | null = null;
const listeners = changeListeners();

function open(): Promise<IDBPDatabase | null> {
  database ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : openDB('tarmac-outbox', 1, {
          upgrade(db) {
            db.createObjectStore(storeName, { keyPath: 'id', autoIncrement: true });
          },
        }).catch(() => null);
  return database;
}

function publish(next: readonly OutboxEntry[]) {
  entries = next;
  noteOutboxEntries(next.length > 0);
  listeners.notify();
}

/**
 * Reads what an earlier visit left. Entries already `sent` were taken by the server: they are dropped, never sent
 * twice.
 */
export function loadOutbox(): Promise<void> {
  loaded ??= (async () => {
    const db = await open();
    if (!db) return;
    const stored = (await db.getAll(storeName)) as OutboxEntry[];
    const landed = stored.filter((entry) => entry.state === 'sent');
    await Promise.all(landed.map((entry) => db.delete(storeName, entry.id)));
    publish(stored.filter((entry) => entry.state !== 'sent').sort((a, b) => a.id - b.id));
  })();
  return loaded;
}

let memoryIds = 0;

export async function addToOutbox<Change>(userId: number, entry: NewOutboxEntry<Change>): Promise<OutboxEntry<Change>> {
  await loadOutbox();
  const draft = { ...entry, user_id: userId, queued_at: new Date().toISOString(), state: 'waiting' as const };
  const db = await open();
  const id = db ? Number(await db.add(storeName, draft)) : ++memoryIds;
  const stored: OutboxEntry<Change> = { ...draft, id };
  publish([...entries, stored]);
  return stored;
}

async function save(changed: readonly OutboxEntry[]) {
  const db = await open();
  if (db) {
    const tx = db.transaction(storeName, 'readwrite');
    await Promise.all([...changed.map((entry) => tx.store.put(entry)), tx.done]);
  }
  const byId = new Map(changed.map((entry) => [entry.id, entry]));
  publish(entries.map((entry) => byId.get(entry.id) ?? entry));
}

export const updateOutboxEntry = (entry: OutboxEntry) => save([entry]);

/**
 * The server took `entry` and answered with the record's new `version`: the person's later actions on the same
 * record were queued on the copy they had, so they now carry the version this one made (a change by someone else
 * meanwhile still shows as a conflict when they are sent).
 */
export async function markSent(entry: OutboxEntry, version: number | undefined) {
  const rebased =
    entryVersion(entry) !== undefined && version !== undefined
      ? entries
          .filter((later) => later.id > entry.id && later.record === entry.record && entryVersion(later) !== undefined)
          .map((later) => ({ ...later, request: { ...later.request, body: { ...later.request.body, version } } }))
      : [];
  await save([{ ...entry, state: 'sent', problem: undefined }, ...rebased]);
}

export async function removeFromOutbox(ids: readonly number[]) {
  if (ids.length === 0) return;
  const db = await open();
  if (db) await Promise.all(ids.map((id) => db.delete(storeName, id)));
  publish(entries.filter((entry) => !ids.includes(entry.id)));
}

export function outboxEntries(): readonly OutboxEntry[] {
  return entries;
}

export function subscribeOutbox(listener: () => void): () => void {
  return listeners.subscribe(listener);
}

/** Whether an action on `record` is still to be sent or decided: a new one then queues behind it, in order. */
export const hasUnsent = (userId: number, record: string) =>
  entries.some((entry) => entry.user_id === userId && entry.record === record && entry.state !== 'sent');
