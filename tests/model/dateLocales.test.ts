import { describe, expect, it } from 'vitest';
import { dateFormats } from '../../model/resources/setting';
import { formatDisplayDate } from '../../model/dates';
import { dayjsLocaleName, readableDateFormat } from '../../model/dateLocales';
import { supportedLocales } from '../../model/locales';

const day = '2026-11-28';
const shown = (format: string, locale: string) => formatDisplayDate(day, format, dayjsLocaleName(locale));

describe('a day in the settings format, in every language', () => {
  it('writes a month-name day in Chinese order, not "28 11月 2026"', () => {
    expect(shown('DD MMM YYYY', 'zh-CN')).toBe('2026年11月28日');
    expect(readableDateFormat('DD MMM YYYY', 'zh-cn')).toBe('YYYY年M月D日');
    expect(readableDateFormat('DD MMM YYYY', 'zh-cn-week1')).toBe('YYYY年M月D日');
    expect(shown('DD MMM', 'zh-CN')).toBe('11月28日');
    expect(shown('DD MMM', 'en')).toBe('28 Nov');
  });

  it('keeps the chosen order and the language month names elsewhere', () => {
    expect(shown('DD MMM YYYY', 'en')).toBe('28 Nov 2026');
    expect(shown('DD MMM YYYY', 'fr')).toBe('28 nov. 2026');
    expect(shown('DD MMM YYYY', 'es')).toBe('28 nov 2026');
    expect(shown('DD MMM YYYY', 'pt-BR')).toBe('28 nov 2026');
    expect(shown('DD MMM YYYY', 'mr')).toBe('28 नोव्हें. 2026');
  });

  it('leaves every numeric format as the user chose it, zh-CN included', () => {
    for (const locale of supportedLocales) {
      expect(shown('DD/MM/YYYY', locale)).toBe('28/11/2026');
      expect(shown('MM/DD/YYYY', locale)).toBe('11/28/2026');
      expect(shown('YYYY-MM-DD', locale)).toBe('2026-11-28');
      expect(shown('DD.MM.YYYY', locale)).toBe('28.11.2026');
    }
    expect(dateFormats.filter((format) => readableDateFormat(format, 'zh-cn') !== format)).toEqual(['DD MMM YYYY']);
  });
});
