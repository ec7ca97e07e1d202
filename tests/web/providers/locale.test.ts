import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { getCurrentLocale, resolveInitialLocale, storeLocale } from '../../../src/providers/locale';
import { createI18nProvider, loadMessages } from '../../../src/providers/i18nProvider';

describe('locale rules', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the stored locale when it is among the available ones', () => {
    Cookies.set('locale', 'fr');
    expect(resolveInitialLocale(['en', 'fr'], 'en')).toBe('fr');
    expect(Cookies.get('locale')).toBe('fr');
  });

  it('removes a stored locale that is not available and uses the configured default', () => {
    Cookies.set('locale', 'de');
    expect(resolveInitialLocale(['en', 'es'], 'es')).toBe('es');
    expect(Cookies.get('locale')).toBeUndefined();
  });

  it('stores a chosen locale in the locale cookie for 365 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    storeLocale('pt-BR');
    expect(set).toHaveBeenCalledWith('locale', 'pt-BR', expect.objectContaining({ expires: 365 }));
    expect(getCurrentLocale()).toBe('pt-BR');
  });

  it('loads a locale only on first use, falls back to en, and changes the cookie on change', async () => {
    window.config = { locales: ['en', 'fr', 'zh-CN'], defaultLocale: 'fr' };
    const provider = await createI18nProvider();
    expect(provider.getLocale()).toBe('fr');
    expect(provider.translate('nav.settings')).toBe('Paramètres');
    await provider.changeLocale('zh-CN');
    expect(provider.translate('nav.settings')).toBe('设置');
    expect(Cookies.get('locale')).toBe('zh-CN');
    // A key missing in a locale falls back to English.
    expect(provider.translate('app.errors.too_many_attempts_text')).toBe('尝试次数过多，请稍后再登录。');
    expect(provider.getLocales!().map((l) => l.locale)).toEqual(['en', 'fr', 'zh-CN']);
  });

  it('every locale file holds every key of en, translated (not an English copy), and no "server" key reaches the browser', async () => {
    const flat = (o: object, p = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, String(v)]]));
    const en = new Map(flat(await loadMessages('en')));
    for (const locale of ['es', 'fr', 'mr', 'pt-BR', 'zh-CN']) {
      const messages = await loadMessages(locale);
      expect(messages).not.toHaveProperty('server');
      const other = new Map(flat(messages));
      const missing = [...en.keys()].filter((key) => !other.has(key));
      expect(missing, locale).toEqual([]);
      // A few words are the same in several languages (Notifications, OK, Date); most are not.
      const shell = [...en.entries()].filter(([key, text]) => /^(nav|app)\./.test(key) && text.length > 3);
      const same = shell.filter(([key, text]) => other.get(key) === text);
      expect(same.length / shell.length, `${locale}: ${same.map(([k]) => k).join(', ')}`).toBeLessThan(0.05);
    }
  });
});
