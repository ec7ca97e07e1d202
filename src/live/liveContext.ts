import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveRegistry } from './liveRegistry';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** What the hooks need: the tab's subscriptions and react-admin's query cache. */
export interface LiveHub {
  registry: LiveRegistry;
  queryClient: QueryClient;
}

/** Null outside LiveEventsProvider: the hooks then do nothing (component tests of other screens need no stream). */
export const LiveHubContext = createContext<LiveHub | null>(null);

/** Apart from the hub, so a status change re-renders the indicator only, not every subscriber. */
export const LiveStatusContext = createContext<LiveStatus>('connecting');
