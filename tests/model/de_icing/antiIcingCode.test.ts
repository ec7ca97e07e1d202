import { describe, expect, it } from 'vitest';
import { antiIcingCode } from '../../../model/modules/de_icing/antiIcingCode';

const base = { fluidType: 'IV' as const, concentration: 100, timeZone: 'Europe/London', checked: true };

describe('antiIcingCode (ICAO/AEA anti-icing code)', () => {
  it('fluid type / concentration / local start time / date / brand / check completed', () => {
    expect(antiIcingCode({ ...base, finalStepStartedAt: new Date('2027-01-05T13:35:00Z'), brand: 'Polar Demo' })).toBe(
      'TYPE IV/100/13:35/05 JAN 2027/POLAR DEMO/POST DE-ICING/ANTI-ICING CHECK COMPLETED',
    );
  });

  it('Type I has no concentration, and the brand is optional', () => {
    expect(antiIcingCode({ ...base, fluidType: 'I', concentration: 60, finalStepStartedAt: new Date('2027-01-05T13:35:00Z') })).toBe(
      'TYPE I/13:35/05 JAN 2027/POST DE-ICING/ANTI-ICING CHECK COMPLETED',
    );
  });

  it('uses the station-local time and date across midnight', () => {
    // 23:10 UTC on 5 Jan is 00:10 on 6 Jan in Oslo.
    expect(
      antiIcingCode({ ...base, timeZone: 'Europe/Oslo', concentration: 75, finalStepStartedAt: new Date('2027-01-05T23:10:00Z') }),
    ).toBe('TYPE IV/75/00:10/06 JAN 2027/POST DE-ICING/ANTI-ICING CHECK COMPLETED');
  });

  it('uses the local offset in force on the day (DST)', () => {
    // New York: EDT (UTC−4) on 2 Nov 2026 is over; 1 Nov 06:30 UTC is 01:30 EST after the fall-back.
    expect(antiIcingCode({ ...base, timeZone: 'America/New_York', finalStepStartedAt: new Date('2026-11-01T04:30:00Z') })).toContain(
      '/00:30/01 NOV 2026/',
    );
    expect(antiIcingCode({ ...base, timeZone: 'America/New_York', finalStepStartedAt: new Date('2026-11-01T06:30:00Z') })).toContain(
      '/01:30/01 NOV 2026/',
    );
  });

  it('is null until the post-de-icing/anti-icing check is recorded', () => {
    expect(antiIcingCode({ ...base, checked: false, finalStepStartedAt: new Date('2027-01-05T13:35:00Z') })).toBeNull();
  });
});
