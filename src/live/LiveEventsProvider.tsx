import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../providers/useCurrentUser';
import { LiveHubContext, LiveStatusContext, type LiveHub, type LiveStatus } from './liveContext';
import { createLiveRegistry } from './liveRegistry';
import { refreshCurrentUser } from './refreshCurrentUser';
import { useLiveChange } from './useLiveChange';

const always = () => true;

/** The nav bar's unread count follows the user's notifications (docs/modules/notifications.md). */
function FollowUnreadCount() {
  useLiveChange('notifications', always, () => void refreshCurrentUser());
  return null;
}

/**
 * Live events for the signed-in screens (mounted once, in the default layout): one stream per
 * tab while someone is signed in, a fresh one for another user, none after sign-out. After a
 * reconnect every active query is invalidated, so each screen catches up with what the gap hid.
 * The stream's code (and its SSE parser) loads on its own, so the sign-in screen never waits for it.
 */
export function LiveEventsProvider({ children }: { children?: ReactNode }) {
  const userId = useCurrentUser()?.id;
  const queryClient = useQueryClient();
  const [hub] = useState<LiveHub>(() => ({ registry: createLiveRegistry(), queryClient }));
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (userId === undefined) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./liveConnection')
      .then(({ connectLiveEvents }) => {
        if (unmounted) return;
        stop = connectLiveEvents({
          onEvent: hub.registry.dispatch,
          onStatus: setStatus,
          onResumed: () => {
            void hub.queryClient.invalidateQueries();
            hub.registry.resync();
          },
        });
      })
      .catch((error) => console.warn('live events unavailable', error));
    return () => {
      unmounted = true;
      stop?.();
      setStatus('connecting');
    };
  }, [userId, hub]);

  return (
    <LiveHubContext.Provider value={hub}>
      <LiveStatusContext.Provider value={status}>
        <FollowUnreadCount />
        {children}
      </LiveStatusContext.Provider>
    </LiveHubContext.Provider>
  );
}
