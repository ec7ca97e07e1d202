import { describe, expect, it } from 'vitest';
import { weatherFromMetar } from '../../../model/modules/de_icing/metar';

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
