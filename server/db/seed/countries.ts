/**
 * OpenFlights names countries in English; the schema stores ISO 3166-1 alpha-2 codes.
 * Only the countries of the demo airports are listed — a missing one fails the seed loudly.
 */
const isoCodeByCountryName: Record<string, string> = {
  Austria: 'AT',
  Belgium: 'BE',
  Canada: 'CA',
  Denmark: 'DK',
  Finland: 'FI',
  France: 'FR',
  Germany: 'DE',
  Iceland: 'IS',
  Ireland: 'IE',
  Netherlands: 'NL',
  Norway: 'NO',
  Spain: 'ES',
  Sweden: 'SE',
  Switzerland: 'CH',
  'United Kingdom': 'GB',
  'United States': 'US',
};

export function countryCode(countryName: string): string {
  const code = isoCodeByCountryName[countryName];
  if (!code) throw new Error(`Demo seed: no ISO 3166 code for country "${countryName}"; add it to seed/countries.ts`);
  return code;
}
