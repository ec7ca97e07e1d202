import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDisplayDay,
  formatStationDateTime,
  formatStationPeriod,
  formatStationTime,
  hoursAndMinutes,
  stationDate,
} from '../../../../../src/components/date/stationTime';

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

  it('gives the station-local day', () => {
    expect(stationDate(instant, 'Europe/Paris')).toBe('2027-06-17');
    expect(stationDate(instant, 'America/New_York')).toBe('2027-06-16');
  });

  it('gives nothing for a missing or invalid instant', () => {
    expect(formatStationTime(null, 'Europe/Paris', 'en')).toBe('');
    expect(formatStationTime('not a date', 'Europe/Paris', 'en')).toBe('');
  });
});

// The one formatter of displayed times (docs/ARCHITECTURE.md, "Internationalisation").
describe('the displayed-time formatter', () => {
  const moved = '2026-11-28T02:07:00Z';
  afterEach(() => void (window.config = undefined));

  it('shows an instant in the station zone with its label, the settings date format and 24 h', () => {
    expect(formatStationDateTime(moved, 'Europe/Madrid', 'es')).toBe('28 nov 2026 03:07 CET');
    expect(formatStationDateTime('2026-11-28T15:55:00Z', 'UTC', 'en')).toBe('28 Nov 2026 15:55 UTC');
    window.config = { dateFormat: 'DD/MM/YYYY' };
    expect(formatStationDateTime(moved, 'UTC', 'en')).toBe('28/11/2026 02:07 UTC');
  });

  it('writes the zh-CN day in Chinese order, whatever the month-name setting', () => {
    expect(formatStationDateTime(moved, 'UTC', 'zh-CN')).toBe('2026年11月28日 UTC 02:07');
    expect(formatDisplayDay('2026-11-28', 'zh-CN')).toBe('2026年11月28日');
    expect(formatDisplayDay('2026-11-28', 'fr')).toBe('28 nov. 2026');
  });

  it('says a period once with its label, both days when it crosses midnight', () => {
    expect(formatStationPeriod('2026-12-02T07:00:00Z', '2026-12-02T15:00:00Z', 'UTC', 'en')).toBe('07:00–15:00 UTC');
    expect(formatStationPeriod('2026-12-02T07:00:00Z', '2026-12-02T15:00:00Z', 'UTC', 'en', true)).toBe('02 Dec 2026 07:00–15:00 UTC');
    expect(formatStationPeriod('2026-12-02T22:00:00Z', '2026-12-03T06:00:00Z', 'UTC', 'en')).toBe(
      '02 Dec 2026 22:00 UTC – 03 Dec 2026 06:00 UTC',
    );
    expect(formatStationPeriod(null, '2026-12-03T06:00:00Z', 'UTC', 'en')).toBe('');
  });

  it('gives durations as h:mm', () => {
    expect(hoursAndMinutes(455)).toBe('7:35');
  });
});
