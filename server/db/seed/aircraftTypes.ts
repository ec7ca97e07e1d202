import { aircraftType } from '../schema';
import { idsByKey, type IdsByKey, type SeedDb } from './types';

type Category = 'regional' | 'narrow_body' | 'wide_body';

/**
 * Type I / Type IV litres are typical two-step figures (light frost to moderate snow) used
 * only for fluid-stock estimates; the treatment record holds what was actually sprayed.
 */
const types: [icao: string, iata: string, manufacturer: string, model: string, category: Category, typeI: number, typeIV: number][] = [
  ['A319', '319', 'Airbus', 'A319-100', 'narrow_body', 700, 200],
  ['A320', '320', 'Airbus', 'A320-200', 'narrow_body', 800, 230],
  ['A20N', '32N', 'Airbus', 'A320neo', 'narrow_body', 800, 230],
  ['A321', '321', 'Airbus', 'A321-200', 'narrow_body', 950, 270],
  ['A21N', '32Q', 'Airbus', 'A321neo', 'narrow_body', 950, 270],
  ['A332', '332', 'Airbus', 'A330-200', 'wide_body', 1900, 600],
  ['A333', '333', 'Airbus', 'A330-300', 'wide_body', 2000, 650],
  ['A359', '359', 'Airbus', 'A350-900', 'wide_body', 2200, 700],
  ['B738', '738', 'Boeing', '737-800', 'narrow_body', 850, 250],
  ['B739', '739', 'Boeing', '737-900ER', 'narrow_body', 900, 260],
  ['B38M', '7M8', 'Boeing', '737 MAX 8', 'narrow_body', 850, 250],
  ['B788', '788', 'Boeing', '787-8 Dreamliner', 'wide_body', 1900, 600],
  ['B789', '789', 'Boeing', '787-9 Dreamliner', 'wide_body', 2100, 680],
  ['B77W', '77W', 'Boeing', '777-300ER', 'wide_body', 2800, 900],
  ['E75L', 'E75', 'Embraer', 'E175 (long wing)', 'regional', 450, 130],
  ['E190', 'E90', 'Embraer', 'E190', 'regional', 550, 160],
  ['E195', 'E95', 'Embraer', 'E195', 'regional', 600, 170],
  ['CRJ9', 'CR9', 'Bombardier', 'CRJ900', 'regional', 450, 120],
  ['AT76', 'AT7', 'ATR', 'ATR 72-600', 'regional', 400, 110],
  ['DH8D', 'DH4', 'De Havilland Canada', 'Dash 8-400', 'regional', 450, 130],
];

export const demoAircraftTypeCodes = types.map(([icao]) => icao);

/** Returns aircraft type ids by ICAO designator. */
export async function seedAircraftTypes(db: SeedDb): Promise<IdsByKey> {
  const rows = await db
    .insert(aircraftType)
    .values(
      types.map(([icao, iata, manufacturer, model, category, typeI, typeIV]) => ({
        icao,
        iata,
        manufacturer,
        model,
        category,
        type_i_litres: typeI,
        type_iv_litres: typeIV,
      })),
    )
    .returning({ id: aircraftType.id, icao: aircraftType.icao });
  return idsByKey(rows, (r) => r.icao);
}
