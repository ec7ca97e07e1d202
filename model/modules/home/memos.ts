import { memoPriorities } from '../../resources/enums';

type MemoState = {
  priority: (typeof memoPriorities)[number];
  acknowledgement_required: boolean;
  read_at: string | null;
  acknowledged_at: string | null;
  valid_from: string;
  id: number;
};

/** What the reader still has to do with a memo: acknowledge it (where required), read it, or nothing. */
export function memoAction(
  memo: Pick<MemoState, 'acknowledgement_required' | 'read_at' | 'acknowledged_at'>,
): 'acknowledge' | 'read' | null {
  if (memo.acknowledgement_required && !memo.acknowledged_at) return 'acknowledge';
  return memo.read_at ? null : 'read';
}

const actionRank = { acknowledge: 0, read: 1, none: 2 } as const;
/** Later in memoPriorities is more urgent. */
const urgency = (priority: MemoState['priority']) => memoPriorities.indexOf(priority);

/** Memos to act on first (acknowledge, then read), then the most urgent, then the newest. */
export function compareMemos(a: MemoState, b: MemoState): number {
  return (
    actionRank[memoAction(a) ?? 'none'] - actionRank[memoAction(b) ?? 'none'] ||
    urgency(b.priority) - urgency(a.priority) ||
    b.valid_from.localeCompare(a.valid_from) ||
    b.id - a.id
  );
}
