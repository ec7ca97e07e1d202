import { describe, expect, it } from 'vitest';
import { notificationFilterSchema, notificationTypes } from '../../../model/modules/notifications';

describe('notificationFilterSchema', () => {
  it('takes types, read state, a created range, a search and ids as react-admin sends them', () => {
    expect(
      notificationFilterSchema.parse({
        type: ['assignment', 'conflict'],
        read: 'false',
        created_gte: '2026-11-01',
        created_lte: '2026-11-20T23:59:59+01:00',
        q: 'CDG',
        id: ['4', 5],
      }),
    ).toEqual({
      type: ['assignment', 'conflict'],
      read: false,
      created_gte: '2026-11-01',
      created_lte: '2026-11-20T23:59:59+01:00',
      q: 'CDG',
      id: [4, 5],
    });
  });

  it('refuses an unknown field, an unknown type and an unreadable date', () => {
    expect(notificationFilterSchema.safeParse({ user_id: 3 }).success).toBe(false);
    expect(notificationFilterSchema.safeParse({ type: 'gossip' }).success).toBe(false);
    expect(notificationFilterSchema.safeParse({ created_gte: '2026-13-01' }).success).toBe(false);
    expect(notificationFilterSchema.safeParse({ created_gte: '0000-01-01' }).success).toBe(false);
    expect(notificationFilterSchema.safeParse({ id: 0 }).success).toBe(false);
  });

  it('lists every type the issue names', () => {
    expect(notificationTypes).toEqual(
      expect.arrayContaining([
        'assignment',
        'retiming',
        'cancellation',
        'conflict',
        'calibration_due',
        'licence_expiring',
        'training_expiring',
        'low_stock',
        'memo',
        'dispatch',
      ]),
    );
  });
});
