import { describe, expect, it } from 'vitest';
import { checkMetarTime, weatherFromMetar } from '../../../model/modules/de_icing/metar';

const now = new Date('2027-01-05T13:40:00Z');

describe('weatherFromMetar (metar-taf-parser; the operator confirms the intensity)', () => {
  it('reads OAT, snow and a light-intensity suggestion from a London METAR', () => {
    expect(weatherFromMetar('EGLL 051320Z 03012KT 1200 -SN BR M02/M04 Q1008', now)).toEqual({
      ok: true,
      station: 'EGLL',
      oat_c: -2,
      precipitation: 'snow',
      intensity_suggestion: 'light',
      observed_at: '2027-01-05T13:20:00.000Z',
    });
  });

  it('light snow in good visibility suggests very light; poor visibility makes it heavier', () => {
    expect(weatherFromMetar('EGLL 051320Z 03012KT 9999 -SN M01/M04 Q1008', now)).toMatchObject({ intensity_suggestion: 'very_light' });
    expect(weatherFromMetar('EGLL 051320Z 03012KT 0600 -SN M01/M04 Q1008', now)).toMatchObject({ intensity_suggestion: 'moderate' });
    expect(weatherFromMetar('EGLL 051320Z 03012KT 0300 SN M01/M04 Q1008', now)).toMatchObject({ intensity_suggestion: 'heavy' });
    expect(weatherFromMetar('EGLL 051320Z 03012KT 2000 +SN M01/M04 Q1008', now)).toMatchObject({ intensity_suggestion: 'heavy' });
  });

  it('freezing rain wins over snow in the same report, with its intensity', () => {
    expect(weatherFromMetar('KJFK 051351Z 04008KT 3SM -FZRA -SN BR M01/M02 A2990', now)).toMatchObject({
      precipitation: 'freezing_rain',
      intensity_suggestion: 'light',
      oat_c: -1,
    });
  });

  it('freezing fog and no weather', () => {
    expect(weatherFromMetar('EDDF 051320Z VRB02KT 0200 FZFG M04/M05 Q1022', now)).toMatchObject({
      precipitation: 'freezing_fog',
      intensity_suggestion: null,
    });
    expect(weatherFromMetar('EDDF 051320Z 24005KT CAVOK M04/M09 Q1022', now)).toMatchObject({
      precipitation: 'none',
      intensity_suggestion: null,
      oat_c: -4,
    });
  });

  it('an unreadable text is an error, never a throw', () => {
    expect(weatherFromMetar('not a metar at all', now)).toEqual({ ok: false, error: 'unreadable' });
  });
});

describe('weatherFromMetar on empty input', () => {
  it('an empty text is unreadable', () => {
    expect(weatherFromMetar('', now)).toEqual({ ok: false, error: 'unreadable' });
  });
});

describe('checkMetarTime (SAE AS6285 / FAA HOT guidelines: the weather at the treatment)', () => {
  const metar = (time: string) => `EGLL 05${time}Z 03012KT 1200 -SN BR M02/M04 Q1008`;
  const check = (time: string, treatedAt: Date | null = now) => checkMetarTime({ metar: metar(time), now, treatedAt, intervalMinutes: 30 });

  it('refuses a METAR from the future, beyond a small clock tolerance', () => {
    expect(check('2340')).toEqual({
      rule: 'metar_time',
      ok: false,
      reason: 'de_icing.rules.metar_time.future',
      params: { observed_at: '2027-01-05T23:40:00.000Z', minutes: 600, duration: '10:00' },
    });
    expect(check('1350').ok).toBe(true);
    expect(check('1351').ok).toBe(false);
  });

  it('warns of a METAR older than the station interval at the treatment', () => {
    expect(check('1300')).toEqual({
      rule: 'metar_time',
      ok: false,
      warning: true,
      reason: 'de_icing.rules.metar_time.stale',
      params: { observed_at: '2027-01-05T13:00:00.000Z', minutes: 40, limit: 30, duration: '0:40', limit_duration: '0:30' },
    });
    expect(check('1310').ok).toBe(true);
    expect(check('1300', new Date('2027-01-05T13:20:00Z')).ok).toBe(true);
  });

  it("on the 1st, yesterday's report is last month's, not next month's", () => {
    const firstOfMonth = new Date('2027-02-01T00:20:00Z');
    expect(weatherFromMetar('EGLL 312350Z 03012KT 9999 M02/M04 Q1008', firstOfMonth)).toMatchObject({
      observed_at: '2027-01-31T23:50:00.000Z',
    });
  });

  it('no METAR, or one that cannot be read, has nothing to judge', () => {
    expect(checkMetarTime({ metar: '', now, intervalMinutes: 60 }).ok).toBe(true);
    expect(checkMetarTime({ metar: 'hello', now, intervalMinutes: 60 }).ok).toBe(true);
  });
});
