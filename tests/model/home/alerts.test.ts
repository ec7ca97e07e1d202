import { describe, expect, it } from 'vitest';
import { alertCutoff, alertLevel, alertList } from '../../../model/modules/home/alerts';

const lead = { training_alert_days: 60, calibration_alert_days: 30 };

describe("the alerts of What's up", () => {
  it('reach from the day on show to its lead time, across month and year ends', () => {
    expect(alertCutoff('2026-07-01', 30)).toBe('2026-07-31');
    expect(alertCutoff('2026-12-15', 30)).toBe('2027-01-14');
    expect(alertCutoff('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('classify by the one due-soon rule: overdue before the day, due soon up to the cutoff, nothing later or undated', () => {
    expect(alertLevel('2026-06-30', '2026-07-01', 30)).toBe('overdue');
    expect(alertLevel('2026-07-01', '2026-07-01', 30)).toBe('due_soon');
    expect(alertLevel('2026-07-31', '2026-07-01', 30)).toBe('due_soon');
    expect(alertLevel('2026-08-01', '2026-07-01', 30)).toBeNull();
    expect(alertLevel(null, '2026-07-01', 30)).toBeNull();
  });

  it('name the settings list holding exactly their records, with the lead time of their kind', () => {
    expect(alertList('calibration', '2026-07-01', lead)).toEqual({
      resource: 'calibrated_tools',
      filter: { status: 'in_service', next_due_lte: '2026-07-31' },
    });
    expect(alertList('licences', '2026-07-01', lead)).toEqual({
      resource: 'technicians',
      filter: { active: true, licence_expiry_lte: '2026-08-30' },
    });
    expect(alertList('training', '2026-07-01', lead)).toEqual({
      resource: 'technicians',
      filter: { active: true, training_expires_lte: '2026-08-30' },
    });
    // Deferred defects have no settings list: each item names its aircraft.
    expect(alertList('deferrals', '2026-07-01', lead)).toBeNull();
  });
});
