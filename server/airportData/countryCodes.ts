/**
 * OpenFlights names countries in English ("Cote d'Ivoire", "Burma"); airports store ISO 3166-1
 * alpha-2 codes. The runtime's own region names (Intl.DisplayNames) cover most; the aliases
 * cover OpenFlights' older or shorter spellings.
 */
const aliases: Record<string, string> = {
  "cote d'ivoire": 'CI',
  'congo (brazzaville)': 'CG',
  'congo (kinshasa)': 'CD',
  swaziland: 'SZ',
  'saint helena': 'SH',
  reunion: 'RE',
  'sao tome and principe': 'ST',
  'saint pierre and miquelon': 'PM',
  'czech republic': 'CZ',
  turkey: 'TR',
  macedonia: 'MK',
  'west bank': 'PS',
  palestine: 'PS',
  'midway islands': 'UM',
  'johnston atoll': 'UM',
  'wake island': 'UM',
  'virgin islands': 'VI',
  'netherlands antilles': 'CW',
  'hong kong': 'HK',
  macau: 'MO',
  burma: 'MM',
  myanmar: 'MM',
  'east timor': 'TL',
  svalbard: 'SJ',
};

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .replace(/&/g, 'and')
    .trim()
    .toLowerCase();

let byName: Map<string, string> | null = null;

function table(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(Object.entries(aliases));
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name && name !== code && !byName.has(normalise(name))) byName.set(normalise(name), code);
    }
  }
  return byName;
}

/** ISO 3166-1 alpha-2 code of an English country name, or null when unknown. */
export function isoCountryCode(countryName: string): string | null {
  return table().get(normalise(countryName)) ?? null;
}
