import { describe, expect, it } from 'vitest';
import { countFittingItems } from '../../../src/layout/navbar/navOverflow';
import { navItemRouteFor } from '../../../model/routes';

describe('how many nav items fit inline', () => {
  it('keeps every item when they all fit, without a More button', () => {
    expect(countFittingItems([100, 100, 100], 300, 80)).toBe(3);
  });

  it('keeps room for More when some must go', () => {
    // 3 × 100 > 290: More (80) + two items (200) = 280 fits, a third would not.
    expect(countFittingItems([100, 100, 100], 290, 80)).toBe(2);
    expect(countFittingItems([100, 100, 100, 100], 250, 80)).toBe(1);
  });

  it('may leave only More', () => {
    expect(countFittingItems([100, 100], 120, 80)).toBe(0);
  });
});

describe('the nav item a screen belongs to', () => {
  it("marks a tab for its own screens and Settings for every settings-area screen but the status board (What's up's day on a wall)", () => {
    expect(navItemRouteFor('home')).toBe('home');
    expect(navItemRouteFor('scheduled_data')).toBe('scheduled');
    expect(navItemRouteFor('de_icing_treatment')).toBe('de_icing');
    expect(navItemRouteFor('de_icing_hot_table_set')).toBe('de_icing');
    expect(navItemRouteFor('training_activity')).toBe('training_tab');
    expect(navItemRouteFor('on_call_new')).toBe('on_call');
    expect(navItemRouteFor('on_call_request')).toBe('on_call');
    expect(navItemRouteFor('setting.flight_schedule')).toBe('setting.setting');
    expect(navItemRouteFor('setting.view_status')).toBe('home');
    expect(navItemRouteFor('settings.profile')).toBeUndefined();
    expect(navItemRouteFor('notification')).toBeUndefined();
  });
});
