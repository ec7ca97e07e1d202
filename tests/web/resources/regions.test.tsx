import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyLabel, timeZoneNames, upperCode } from '../../../src/components/crud/inputs/codes';

describe('regions: code, currency and time zone helpers', () => {
  it('keeps codes in capitals', () => {
    expect(upperCode('eu-west')).toBe('EU-WEST');
    expect(upperCode(null)).toBeNull();
  });

  it('offers ISO currencies and keeps a stored value the runtime does not know', () => {
    expect(currencyCodes()).toContain('EUR');
    expect(currencyCodes('XYZ')[0]).toBe('XYZ');
    expect(currencyCodes('EUR').filter((code) => code === 'EUR')).toHaveLength(1);
  });

  it('offers IANA zones including UTC', () => {
    const zones = timeZoneNames();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Paris');
    expect(timeZoneNames('Mars/Olympus')[0]).toBe('Mars/Olympus');
  });

  it('names a currency in the user language', () => {
    expect(currencyLabel('EUR', 'en')).toBe('EUR · Euro');
    expect(currencyLabel('EUR', 'fr')).toBe('EUR · euro');
  });
});
