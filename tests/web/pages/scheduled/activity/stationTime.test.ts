import { describe, expect, it } from 'vitest';
import { formatStationTime, stationDate, toStationInputValue } from '../../../../../src/components/date/stationTime';

// The formatters are kept per use, locale and zone: a second call must not reuse another zone's.
describe('station time formatting', () => {
  const instant = '2027-06-16T23:30:00Z';

  it('formats in each zone asked, however often', () => {
    for (let round = 0; round < 2; round++) {
      expect(formatStationTime(instant, 'Europe/Paris', 'en-GB')).toMatch(/^01:30 /);
      expect(formatStationTime(instant, 'America/New_York', 'en-GB')).toMatch(/^19:30 /);
      expect(formatStationTime(instant, null, 'en-GB')).toBe('23:30 UTC');
    }
  });

  it('gives the station-local day and input value', () => {
    expect(stationDate(instant, 'Europe/Paris')).toBe('2027-06-17');
    expect(stationDate(instant, 'America/New_York')).toBe('2027-06-16');
    expect(toStationInputValue(instant, 'Europe/Paris')).toBe('2027-06-17T01:30');
    expect(toStationInputValue(instant, undefined)).toBe('2027-06-16T23:30');
  });

  it('gives nothing for a missing or invalid instant', () => {
    expect(formatStationTime(null, 'Europe/Paris', 'en')).toBe('');
    expect(formatStationTime('not a date', 'Europe/Paris', 'en')).toBe('');
  });
});
