import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { removeFromOutbox } from './outbox';
import { replayOutbox } from './replayOutbox';
import { useOnline } from './useOnline';
import { useOutbox } from './useOutbox';

/** How often waiting actions are tried again while the browser says it is online (a flaky network on the ramp). */
const retryEveryMs = 30_000;

/**
 * Sends the outbox whenever the network is back, an action is queued, and every half minute while some wait; once
 * actions have landed, every screen reads its records again and only then are they dropped from the outbox, so a
 * job never shows its old state in between. Rendered once, by the signed-in layout.
 */
export function OutboxReplay() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const entries = useOutbox();
  const waiting = entries.filter((entry) => entry.state === 'waiting').length;
  const sentKey = entries
    .filter((entry) => entry.state === 'sent')
    .map((entry) => entry.id)
    .join(',');

  useEffect(() => {
    if (!online || waiting === 0) return;
    void replayOutbox();
    const timer = setInterval(() => void replayOutbox(), retryEveryMs);
    return () => clearInterval(timer);
  }, [online, waiting]);

  useEffect(() => {
    if (!sentKey) return;
    let current = true;
    void replayOutbox().then(async () => {
      if (!current) return;
      await queryClient.invalidateQueries();
      await removeFromOutbox(sentKey.split(',').map(Number));
    });
    return () => {
      current = false;
    };
  }, [sentKey, queryClient]);

  return null;
}
