import { aircraftType, airport, customers, regions, stations } from '../../schema';
import type { SeedDb } from '../types';

export interface StationInfo {
  id: number;
  code: string;
  regionId: number;
  regionCode: string;
  country: string;
  deIcing: boolean;
  open24h: boolean;
}

/** What the earlier seed steps created, read back by natural key so this step needs no arguments. */
export interface SeededReferences {
  stations: StationInfo[];
  stationByCode: Map<string, StationInfo>;
  regionIdByCode: Map<string, number>;
  airportIdByIata: Map<string, number>;
  customerIdByIata: Map<string, number>;
  typeIdByIcao: Map<string, number>;
}

export async function loadSeededReferences(db: SeedDb): Promise<SeededReferences> {
  // One after the other: the seed runs in a transaction, whose single connection takes one
  // query at a time (node-postgres deprecates queueing them).
  const regionRows = await db.select({ id: regions.id, code: regions.code }).from(regions);
  const airportRows = await db.select({ id: airport.id, iata: airport.iata, country: airport.country }).from(airport);
  const stationRows = await db.select().from(stations);
  const customerRows = await db.select({ id: customers.id, iata: customers.iata }).from(customers);
  const typeRows = await db.select({ id: aircraftType.id, icao: aircraftType.icao }).from(aircraftType);
  const regionCodeById = new Map(regionRows.map((r) => [r.id, r.code]));
  const countryByAirportId = new Map(airportRows.map((a) => [a.id, a.country]));
  const stationList = stationRows
    .map((s) => ({
      id: s.id,
      code: s.code,
      regionId: s.region_id,
      regionCode: regionCodeById.get(s.region_id)!,
      country: countryByAirportId.get(s.airport_id)!,
      deIcing: s.de_icing,
      open24h: s.open_24h,
    }))
    .sort((a, b) => a.id - b.id);
  return {
    stations: stationList,
    stationByCode: new Map(stationList.map((s) => [s.code, s])),
    regionIdByCode: new Map(regionRows.map((r) => [r.code, r.id])),
    airportIdByIata: new Map(airportRows.map((a) => [a.iata, a.id])),
    customerIdByIata: new Map(customerRows.filter((c) => c.iata).map((c) => [c.iata!, c.id])),
    typeIdByIcao: new Map(typeRows.map((t) => [t.icao, t.id])),
  };
}

export function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown ${what} "${String(key)}"`);
  return value;
}
