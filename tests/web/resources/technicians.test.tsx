import { describe, expect, it } from 'vitest';
import { licenceStatus } from '../../../src/resources/technicians/licence';

describe('technician licence status', () => {
  const today = '2026-03-10';
  it('is empty without a licence or an expiry date', () => {
    expect(licenceStatus([], '2020-01-01', today)).toBeNull();
    expect(licenceStatus(undefined, '2020-01-01', today)).toBeNull();
    expect(licenceStatus(['easa_b1'], null, today)).toBeNull();
  });
  it('is expired after the expiry date, expiring within 30 days, valid later', () => {
    expect(licenceStatus(['easa_b1'], '2026-03-09', today)).toBe('expired');
    expect(licenceStatus(['easa_b1'], '2026-03-10', today)).toBe('expiring');
    expect(licenceStatus(['faa_ap'], '2026-04-09', today)).toBe('expiring');
    expect(licenceStatus(['easa_b2'], '2026-04-10', today)).toBe('valid');
    // Several categories on one licence: one expiry date.
    expect(licenceStatus(['easa_b1', 'easa_b2'], '2026-03-09', today)).toBe('expired');
  });
});
