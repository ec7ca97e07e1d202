import { useContext, useEffect, useRef } from 'react';
import type { LiveEvent, LiveTopic } from '../../model/live';
import { LiveHubContext, LiveStatusContext, type LiveStatus } from './liveContext';

/** The latest value of a prop, for callbacks that must not resubscribe on every render. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Calls `onEvent` for each event of `topic` while mounted, as it arrives (no coalescing). */
export function useLiveEvents(topic: LiveTopic, onEvent: (event: LiveEvent) => void): void {
  const hub = useContext(LiveHubContext);
  const latest = useLatest(onEvent);
  useEffect(() => hub?.registry.subscribe(topic, (event) => latest.current(event)), [hub, topic, latest]);
}

/** 'connecting' until the stream first opens, 'live' while it is open, 'reconnecting' after it was lost. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}
