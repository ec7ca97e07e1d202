import { describe, expect, it } from 'vitest';
import { compareMemos, memoAction } from '../../../model/modules/home/memos';

const memo = (id: number, overrides: Partial<Parameters<typeof compareMemos>[0]> = {}) => ({
  id,
  priority: 'info' as const,
  acknowledgement_required: false,
  read_at: null,
  acknowledged_at: null,
  valid_from: '2026-07-01',
  ...overrides,
});

describe('memos of the day', () => {
  it('ask to acknowledge where required, else to read, else nothing', () => {
    expect(memoAction(memo(1, { acknowledgement_required: true }))).toBe('acknowledge');
    expect(memoAction(memo(1, { acknowledgement_required: true, read_at: 'x' }))).toBe('acknowledge');
    expect(memoAction(memo(1, { acknowledgement_required: true, read_at: 'x', acknowledged_at: 'x' }))).toBeNull();
    expect(memoAction(memo(1))).toBe('read');
    expect(memoAction(memo(1, { read_at: 'x' }))).toBeNull();
  });

  it('come in the order to act on them: acknowledge, read, done; then most urgent, newest', () => {
    const list = [
      memo(1, { read_at: 'x', priority: 'urgent' }),
      memo(2, { priority: 'info' }),
      memo(3, { priority: 'urgent' }),
      memo(4, { acknowledgement_required: true, read_at: 'x' }),
      memo(5, { priority: 'important', valid_from: '2026-06-01' }),
      memo(6, { priority: 'important', valid_from: '2026-06-20' }),
    ];
    expect([...list].sort(compareMemos).map((m) => m.id)).toEqual([4, 3, 6, 5, 2, 1]);
  });
});
