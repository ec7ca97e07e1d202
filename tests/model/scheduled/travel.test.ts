import { describe, expect, it } from 'vitest';
import { travelMinutes, type TravelStation } from '../../../model/modules/scheduled/travel';

const AMS: TravelStation = { id: 1, airport_id: 10, latitude: 52.3086, longitude: 4.7639 };
const RTM: TravelStation = { id: 2, airport_id: 20, latitude: 51.9569, longitude: 4.4372 };
const EIN: TravelStation = { id: 3, airport_id: 30, latitude: 51.4501, longitude: 5.3745 };
const trip = (from: TravelStation, to: TravelStation, typical_minutes: number, active?: boolean) => ({
  from_station_id: from.id,
  to_airport_id: to.airport_id,
  typical_minutes,
  ...(active === undefined ? {} : { active }),
});

describe('travelMinutes', () => {
  it('no travel at the same station', () => {
    expect(travelMinutes(AMS, AMS, [trip(AMS, AMS, 30)])).toBe(0);
  });

  it('a road trip from the first station to the second’s airport gives its typical minutes', () => {
    expect(travelMinutes(AMS, RTM, [trip(AMS, RTM, 55)])).toBe(55);
  });

  it('a road trip counts either way round', () => {
    expect(travelMinutes(RTM, AMS, [trip(AMS, RTM, 55)])).toBe(55);
  });

  it('the quickest of several active road trips; an inactive one is ignored', () => {
    expect(travelMinutes(AMS, RTM, [trip(AMS, RTM, 70), trip(RTM, AMS, 50), trip(AMS, RTM, 20, false)])).toBe(50);
  });

  it('a road trip to another airport does not count', () => {
    expect(travelMinutes(AMS, EIN, [trip(AMS, RTM, 55)])).toBe(140);
  });

  it('without a road trip: great circle at 60 km/h × 1.3 road factor, rounded up to 5 minutes', () => {
    // AMS–RTM is 45.3 km: × 1.3 = 58.9 minutes → 60; AMS–EIN 105.9 km → 137.6 → 140.
    expect(travelMinutes(AMS, RTM, [])).toBe(60);
    expect(travelMinutes(EIN, AMS, [])).toBe(140);
  });

  it('two stations at one airport are no travel apart; an airport without a position gives no estimate', () => {
    expect(travelMinutes(AMS, { ...AMS, id: 9 }, [])).toBe(0);
    expect(travelMinutes(AMS, { ...EIN, latitude: null }, [])).toBe(0);
  });
});
