import { describe, expect, it } from 'vitest';
import type { ActivityDayChange, LiveEvent } from '../../../model/live';
import { changesActivity, changesDay, changesDays } from '../../../model/modules/scheduled/liveChanges';

const event = (data: Partial<ActivityDayChange> = {}, overrides: Partial<LiveEvent> = {}): LiveEvent => ({
  id: 1,
  topic: 'activities',
  region_id: 10,
  user_id: null,
  data: { local_date: '2026-07-01', station_ids: [3], activity_ids: [5], ...data },
  ...overrides,
});

describe('activities live events', () => {
  it('change the day of their region only', () => {
    expect(changesDay(event(), 10, '2026-07-01')).toBe(true);
    expect(changesDay(event(), 10, '2026-07-02')).toBe(false);
    expect(changesDay(event(), 20, '2026-07-01')).toBe(false);
    expect(changesDay(event(), null, '2026-07-01')).toBe(false);
    expect(changesDay(event({}, { topic: 'notifications', data: {} }), 10, '2026-07-01')).toBe(false);
  });

  it('change the Week zoom’s days when they change any of its seven, of their region only', () => {
    for (const localDate of ['2026-06-29', '2026-07-01', '2026-07-05'])
      expect(changesDays(event({ local_date: localDate }), 10, '2026-06-29', '2026-07-05')).toBe(true);
    expect(changesDays(event({ local_date: '2026-06-28' }), 10, '2026-06-29', '2026-07-05')).toBe(false);
    expect(changesDays(event({ local_date: '2026-07-06' }), 10, '2026-06-29', '2026-07-05')).toBe(false);
    expect(changesDays(event(), 20, '2026-06-29', '2026-07-05')).toBe(false);
    expect(changesDays(event({}, { topic: 'notifications', data: {} }), 10, '2026-06-29', '2026-07-05')).toBe(false);
  });

  it('change an activity they name, whatever its day; one they do not name only when they name none of its day', () => {
    const activity = { id: 5, region_id: 10, local_date: '2026-07-01' };
    expect(changesActivity(event(), activity)).toBe(true);
    // Moved from another day: the event of the old day names it too.
    expect(changesActivity(event({ local_date: '2026-06-30' }), activity)).toBe(true);
    expect(changesActivity(event({ activity_ids: [6] }), activity)).toBe(false);
    expect(changesActivity(event({ activity_ids: null }), activity)).toBe(true);
    expect(changesActivity(event({ activity_ids: null, local_date: '2026-07-02' }), activity)).toBe(false);
    expect(changesActivity(event({ activity_ids: null }, { region_id: 20 }), activity)).toBe(false);
  });
});
