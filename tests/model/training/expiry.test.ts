import { describe, expect, it } from 'vitest';
import { addMonths, complianceState, courseExpiry } from '../../../model/modules/training/expiry';

describe('courseExpiry: completion + the course validity (docs/modules/training.md)', () => {
  it('adds calendar months', () => {
    expect(courseExpiry('2026-03-15', 24)).toBe('2028-03-15');
    expect(courseExpiry('2026-11-30', 2)).toBe('2027-01-30');
  });

  it('a month end lands on the shorter month’s last day, never in the month after', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 13)).toBe('2027-09-30');
  });

  it('leap years: 31 January gives 29 February; 29 February a year on gives 28 February', () => {
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
  });

  it('a course without validity never expires', () => {
    expect(courseExpiry('2026-01-31', null)).toBeNull();
    expect(courseExpiry('2026-01-31', 0)).toBeNull();
  });
});

describe('complianceState: valid / expiring 30 / expiring 60 / expired / missing', () => {
  const today = '2026-11-25';
  it('no record is missing, a record without expiry is valid', () => {
    expect(complianceState(false, undefined, today)).toBe('missing');
    expect(complianceState(true, null, today)).toBe('valid');
  });

  it('the expiry day itself is still valid (expiring), the day after is expired', () => {
    expect(complianceState(true, '2026-11-25', today)).toBe('expiring_30');
    expect(complianceState(true, '2026-11-24', today)).toBe('expired');
  });

  it('30 days ahead is expiring within 30, 31 within 60', () => {
    expect(complianceState(true, '2026-12-25', today)).toBe('expiring_30');
    expect(complianceState(true, '2026-12-26', today)).toBe('expiring_60');
  });

  it('60 days ahead is expiring within 60, 61 is valid', () => {
    expect(complianceState(true, '2027-01-24', today)).toBe('expiring_60');
    expect(complianceState(true, '2027-01-25', today)).toBe('valid');
  });
});
