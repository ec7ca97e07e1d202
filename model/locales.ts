/** The languages the product ships (docs/ARCHITECTURE.md). The first is the fallback. */
export const supportedLocales = ['en', 'es', 'fr', 'mr', 'pt-BR', 'zh-CN'] as const;
export type Locale = (typeof supportedLocales)[number];
export const fallbackLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/**
 * Picks the best supported locale for an Accept-Language header ("pt-PT,pt;q=0.8,en;q=0.5").
 * A language with a region we do not ship (pt-PT) still gets the shipped variant (pt-BR).
 */
export function negotiateLocale(header: string | undefined, available: readonly string[] = supportedLocales): Locale {
  if (!header) return fallbackLocale;
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, position };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  for (const { tag } of ranked) {
    const exact = available.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact as Locale;
    const language = tag.split('-')[0];
    const sameLanguage = available.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage as Locale;
  }
  return fallbackLocale;
}
