import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../../model/live';

/**
 * src/live as the board uses it (the live layer is tested on its own): useLiveRefetch invalidates
 * the keys its function chooses, here on events the test sends through `sendLiveEvent`. Test files
 * install it with `vi.mock('../../../../src/live', () => import('./liveMock'))`, hoisted above
 * their imports.
 */
const listeners = new Set<(event: LiveEvent) => void>();

export const sendLiveEvent = (event: Partial<LiveEvent>) =>
  listeners.forEach((listener) => listener({ id: 1, topic: 'activities', region_id: 10, user_id: null, data: {}, ...event }));

export const LiveStatusIndicator = () => null;
export const useLiveStatus = () => 'live';
export const useLiveEvents = () => undefined;

export function useLiveRefetch(_topic: string, keys: (event: LiveEvent) => unknown[][] | null) {
  const client = useQueryClient();
  useEffect(() => {
    const listener = (event: LiveEvent) => keys(event)?.forEach((queryKey) => void client.invalidateQueries({ queryKey }));
    listeners.add(listener);
    return () => void listeners.delete(listener);
  });
}
