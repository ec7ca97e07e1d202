import { flightSchedule, flightScheduleServices } from '../../schema';
import { daysFromToday } from '../dates';
import type { SeedDb } from '../types';
import { need, type SeededReferences, type StationInfo } from './lookups';

/** Each airline's fleet at outstations, and its flight-number block. */
const airlines: Record<string, { types: string[]; base: number }> = {
  AF: { types: ['A20N', 'A320', 'A321', 'A319'], base: 1000 },
  KL: { types: ['B738', 'E190', 'E75L', 'B739'], base: 1200 },
  LH: { types: ['A20N', 'A321', 'A319', 'A21N'], base: 900 },
  SK: { types: ['A20N', 'CRJ9', 'B738'], base: 1400 },
  AY: { types: ['A321', 'E190', 'A320'], base: 800 },
  AC: { types: ['A21N', 'B38M', 'E75L', 'DH8D'], base: 700 },
};

/** The home airline of a country does its own line maintenance at its hub: we serve the visitors. */
const homeAirline: Record<string, string> = { FR: 'AF', NL: 'KL', DE: 'LH', SE: 'SK', DK: 'SK', NO: 'SK', FI: 'AY', CA: 'AC' };

const weekPatterns = [
  [1, 2, 3, 4, 5, 6, 7],
  [1, 2, 3, 4, 5],
  [1, 3, 5],
  [2, 4, 6, 7],
  [5, 7],
  [1, 2, 3, 4, 5, 6],
];

const time = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

function schedulesFor(station: StationInfo, stationIndex: number, refs: SeededReferences) {
  const visitors = Object.keys(airlines).filter((code) => code !== homeAirline[station.country]);
  const perStation = station.open24h ? 10 : 6;
  return Array.from({ length: perStation }, (_, i) => {
    const airline = visitors[(i + stationIndex) % visitors.length];
    const { types, base } = airlines[airline];
    // Rotations keep even numbers outbound, odd inbound, as most European carriers do.
    const outbound = base + stationIndex * 24 + i * 2;
    const sta = 6 * 60 + ((i * 97 + stationIndex * 31) % (15 * 60));
    const groundMinutes = 40 + ((i * 13) % 5) * 10;
    const nightStop = i === perStation - 1;
    return {
      airline,
      row: {
        region_id: station.regionId,
        station_id: station.id,
        customer_id: need(refs.customerIdByIata, airline, 'customer'),
        aircraft_type_id: need(refs.typeIdByIcao, types[(i + stationIndex) % types.length], 'aircraft type'),
        inbound_flight_no: `${airline}${outbound + 1}`,
        outbound_flight_no: `${airline}${outbound}`,
        days_of_week: weekPatterns[(i + stationIndex) % weekPatterns.length],
        sta: nightStop ? '22:50:00' : time(sta),
        std: nightStop ? '06:40:00' : time(sta + groundMinutes),
        // The IATA winter season the demo runs in, relative to today so it stays current.
        valid_from: daysFromToday(-40 - (i % 3) * 7),
        valid_to: i % 4 === 3 ? null : daysFromToday(110 + (i % 3) * 30),
        remarks: nightStop ? 'Night stop: daily check before first wave' : null,
      },
      services: [nightStop ? 'DAILY' : 'TRANSIT', ...(station.deIcing ? ['DEICE'] : []), ...(i % 5 === 2 ? ['FUEL-SUP'] : [])],
    };
  });
}

export async function seedFlightSchedules(db: SeedDb, refs: SeededReferences, serviceIds: Map<string, number>): Promise<void> {
  const planned = refs.stations.flatMap((station, index) => schedulesFor(station, index, refs));
  const rows = await db
    .insert(flightSchedule)
    .values(planned.map((p) => p.row))
    .returning({ id: flightSchedule.id });
  await db
    .insert(flightScheduleServices)
    .values(
      rows.flatMap((row, i) =>
        planned[i].services.map((code) => ({ flight_schedule_id: row.id, service_id: need(serviceIds, code, 'service') })),
      ),
    );
}
