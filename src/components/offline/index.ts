/**
 * Working with no network (docs/modules/scheduled.md, "My work offline"): actions kept on the device and sent in
 * order when the network returns, with the record's version; conflicts and refusals for the person to decide.
 */
export { OfflineBanner } from './OfflineBanner';
export { OutboxProblems, type ProblemText } from './OutboxProblems';
export { OutboxReplay } from './OutboxReplay';
export { sendOrQueue, type Sent } from './sendOrQueue';
export { useOnline } from './useOnline';
export { useOutbox } from './useOutbox';
export type { OutboxEntry, NewOutboxEntry } from './outboxTypes';
