import { describe, expect, it } from 'vitest';
import { dispatchActivityFacts, dispatchWindow, rankStations } from '../../../model/modules/on_call/dispatch';

const now = new Date('2026-11-25T12:00:00Z');
const AMS = { id: 10, latitude: 52.3086, longitude: 4.7639 };
// Stations: at Rotterdam (≈ 45 km), at Eindhoven (≈ 110 km), at Schiphol itself, one without a position.
const RTM = { id: 1, airport_id: 20, latitude: 51.9569, longitude: 4.4372 };
const EIN = { id: 2, airport_id: 30, latitude: 51.4501, longitude: 5.3745 };
const SPL = { id: 3, airport_id: 10, latitude: 52.3086, longitude: 4.7639 };
const LOST = { id: 4, airport_id: 40, latitude: null, longitude: null };

describe('dispatch ranking', () => {
  it('without road trips, stations rank by great-circle estimate (1.3 min/km rounded up to 5); no position, no rank', () => {
    const ranked = rankStations(AMS, [EIN, RTM, LOST, SPL], [], now);
    expect(ranked.map((route) => route.station_id)).toEqual([3, 1, 2]);
    const rtm = ranked[1];
    expect(rtm.source).toBe('great_circle');
    expect(rtm.distance_km).toBe(45); // 44.96 km
    expect(rtm.travel_minutes).toBe(60);
    expect(rtm.eta_at.toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(ranked[0]).toMatchObject({ travel_minutes: 0, distance_km: 0, source: 'great_circle' });
  });

  it('a road trip from the station to the airport wins over the estimate: the quickest active one', () => {
    const trips = [
      { id: 7, from_station_id: 2, to_airport_id: 10, distance_km: 125, typical_minutes: 50 },
      { id: 8, from_station_id: 2, to_airport_id: 10, distance_km: 120, typical_minutes: 45, active: false },
      { id: 9, from_station_id: 1, to_airport_id: 10, distance_km: 70, typical_minutes: 75 },
    ];
    const ranked = rankStations(AMS, [RTM, EIN], trips, now);
    expect(ranked.map((route) => [route.station_id, route.source, route.road_trip_id, route.travel_minutes, route.distance_km])).toEqual([
      [2, 'road_trip', 7, 50, 125],
      [1, 'road_trip', 9, 75, 70],
    ]);
  });

  it('offers at most five stations', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, airport_id: 200 + i, latitude: 52 + i / 10, longitude: 4.7 }));
    expect(rankStations(AMS, many, [], now)).toHaveLength(5);
  });

  it('the technicians are judged over departure → ETA + 4 h on site, on the station-local date, needing a type authorisation when the type is known', () => {
    const window = dispatchWindow(new Date('2026-11-25T23:30:00Z'), new Date('2026-11-26T00:30:00Z'));
    expect(window.end.toISOString()).toBe('2026-11-26T04:30:00.000Z');
    const facts = dispatchActivityFacts({ region_id: 1, aircraft_type_id: 5, aircraft_type_code: 'A20N' }, 3, 'Europe/Amsterdam', window);
    expect(facts).toMatchObject({ id: 0, station_id: 3, aircraft_type_id: 5, local_date: '2026-11-26' });
    expect(facts.services).toEqual([{ service_id: 0, authorisation_category: null, type_authorisation_required: true }]);
    expect(dispatchActivityFacts({ region_id: 1, aircraft_type_id: null }, 3, 'UTC', window).services).toEqual([]);
  });
});
