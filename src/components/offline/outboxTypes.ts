/**
 * An action taken with no network, kept on the device until it is sent (docs/modules/scheduled.md, "My work
 * offline"). Entries are sent in the order they were taken (`id`).
 */
export type OutboxState =
  /** Not sent yet. */
  | 'waiting'
  /** Sent and accepted; kept until the screen has read the record again, so it does not flash back. */
  | 'sent'
  /** Someone changed the record meanwhile (409): the person decides; nothing is overwritten silently. */
  | 'conflict'
  /** The server refused it for another reason (a rule, a permission): the person reads why and decides. */
  | 'refused';

export interface OutboxRequest {
  method: 'POST' | 'PUT';
  url: string;
  /** A `version` in the body makes the action versioned: it is rebased as the person's earlier actions land. */
  body: Record<string, unknown>;
}

export interface OutboxEntry<Change = unknown> {
  id: number;
  /** Whose action it is: replayed only while the same person is signed in. */
  user_id: number;
  /** The record the action changes, as `resource/id` (`activities/12`): its actions go in order, one after another. */
  record: string;
  request: OutboxRequest;
  /** What the action does, in the screen's own terms: shown on the record while it waits, and in a conflict. */
  change: Change;
  queued_at: string;
  state: OutboxState;
  /** Why it was not taken: the server's message, and on a conflict the record as it is now. */
  problem?: { status: number; message: string; current?: unknown };
}

export type NewOutboxEntry<Change = unknown> = Pick<OutboxEntry<Change>, 'record' | 'request' | 'change'>;

/** The version an action was queued with, or none for an action that is not versioned (a new defect). */
export const entryVersion = (entry: Pick<OutboxEntry, 'request'>): number | undefined =>
  typeof entry.request.body.version === 'number' ? entry.request.body.version : undefined;
