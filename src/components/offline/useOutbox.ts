import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { loadOutbox, outboxEntries, subscribeOutbox } from './outbox';
import type { OutboxEntry } from './outboxTypes';

/**
 * The signed-in person's outbox entries (all states), optionally of one record (`activities/12`), in the order the
 * actions were taken.
 */
export function useOutbox<Change = unknown>(record?: string): OutboxEntry<Change>[] {
  const user = useCurrentUser();
  useEffect(() => void loadOutbox(), []);
  const all = useSyncExternalStore(subscribeOutbox, outboxEntries, outboxEntries);
  return useMemo(
    () => all.filter((entry) => entry.user_id === user?.id && (record === undefined || entry.record === record)) as OutboxEntry<Change>[],
    [all, user?.id, record],
  );
}
