import { airport } from '../schema';
import { findAirportByIata } from '../../airportData/openFlights';
import { idsByKey, type IdsByKey, type SeedDb } from './types';

/**
 * 40 airports of the three demo regions. Geneva (GVA) is left out on purpose: OpenFlights
 * files it under Europe/Paris, and a wrong zone would shift every station-local time.
 */
export const demoAirportCodes = [
  // Western Europe
  'CDG',
  'ORY',
  'NCE',
  'LYS',
  'LHR',
  'LGW',
  'AMS',
  'BRU',
  'FRA',
  'MUC',
  'ZRH',
  'VIE',
  'MAD',
  'DUB',
  // Nordics
  'ARN',
  'LLA',
  'CPH',
  'BLL',
  'OSL',
  'BGO',
  'TRD',
  'TOS',
  'HEL',
  'OUL',
  'RVN',
  'KEF',
  // North America
  'YYZ',
  'YUL',
  'YVR',
  'YOW',
  'YYC',
  'YEG',
  'YWG',
  'YHZ',
  'JFK',
  'BOS',
  'ORD',
  'MSP',
  'DTW',
  'DEN',
] as const;

export function lookUpAirports(codes: readonly string[]) {
  return codes.map((iata) => {
    const found = findAirportByIata(iata);
    if (!found?.country || !found.time_zone)
      throw new Error(`Demo seed: airport ${iata} is missing or incomplete in the OpenFlights dataset`);
    return { ...found, country: found.country, time_zone: found.time_zone };
  });
}

/** Returns airport ids by IATA code. */
export async function seedAirports(db: SeedDb): Promise<IdsByKey> {
  const rows = await db.insert(airport).values(lookUpAirports(demoAirportCodes)).returning({ id: airport.id, iata: airport.iata });
  return idsByKey(rows, (r) => r.iata);
}
