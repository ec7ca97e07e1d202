/**
 * Live events in the browser (docs/ARCHITECTURE.md, live events): screens subscribe
 * by topic and refetch what changed. The API other modules code against.
 */
export { LiveEventsProvider } from './LiveEventsProvider';
export { LiveStatusIndicator } from './LiveStatusIndicator';
export { useLiveEvents, useLiveStatus } from './useLiveEvents';
export { useLiveChange, useLiveRefetch, coalesceMs } from './useLiveChange';
export type { LiveStatus } from './liveContext';
