import { describe, expect, it } from 'vitest';
import { hotCondition } from '../../../model/modules/de_icing/conditions';

describe('hotCondition (FAA HOT guidelines columns)', () => {
  it('snow by intensity: very light, light, moderate; heavy snow is "other"', () => {
    expect(hotCondition('snow', 'very_light')).toBe('snow_very_light');
    expect(hotCondition('snow', 'light')).toBe('snow_light');
    expect(hotCondition('snow', 'moderate')).toBe('snow_moderate');
    expect(hotCondition('snow', 'heavy')).toBe('other');
    expect(hotCondition('snow_grains', 'light')).toBe('snow_light');
  });

  it('snow without an intensity reads as moderate (the shorter window)', () => {
    expect(hotCondition('snow', null)).toBe('snow_moderate');
  });

  it('freezing rain: light has a column, moderate and heavy are "other"', () => {
    expect(hotCondition('freezing_rain', 'light')).toBe('light_freezing_rain');
    expect(hotCondition('freezing_rain', 'moderate')).toBe('other');
    expect(hotCondition('freezing_rain', 'heavy')).toBe('other');
  });

  it('ice pellets and hail have no holdover time guidelines', () => {
    expect(hotCondition('ice_pellets', 'light')).toBe('other');
    expect(hotCondition('hail', null)).toBe('other');
  });

  it('frost, freezing fog, freezing drizzle and rain on a cold-soaked wing have their own columns', () => {
    expect(hotCondition('frost', null)).toBe('frost');
    expect(hotCondition('freezing_fog', null)).toBe('freezing_fog');
    expect(hotCondition('freezing_drizzle', 'light')).toBe('freezing_drizzle');
    expect(hotCondition('rain_on_cold_soaked_wing', 'light')).toBe('rain_on_cold_soaked_wing');
  });

  it('no precipitation: no holdover time applies', () => {
    expect(hotCondition('none', null)).toBeNull();
  });
});
