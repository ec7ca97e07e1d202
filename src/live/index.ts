/**
 * Live events in the browser (issue 13 §1, design.md "Operational modules"): screens subscribe
 * by topic and refetch what changed. The API other modules code against (contract of issue 13).
 */
export { LiveEventsProvider } from './LiveEventsProvider';
export { LiveStatusIndicator } from './LiveStatusIndicator';
export { useLiveEvents, useLiveStatus } from './useLiveEvents';
export { useLiveChange, useLiveRefetch, coalesceMs } from './useLiveChange';
export type { LiveStatus } from './liveContext';
