/** What the signed-in layout loads of the outbox once it is wanted (DeferredOffline.tsx): one file for both. */
export { OfflineBanner } from './OfflineBanner';
export { OutboxReplay } from './OutboxReplay';
