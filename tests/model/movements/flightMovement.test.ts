import { describe, expect, it } from 'vitest';
import {
  flightMovementSchema,
  matchMovement,
  movementOfBody,
  movementsOfMvt,
  normaliseFlightNo,
  parseMvt,
  timesToApply,
  type FlightMovement,
  type MovementCandidate,
} from '../../../model/modules/movements';

const message = (text: string) => {
  const parsed = parseMvt(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.message;
};
const at = (iso: string) => new Date(iso);

describe('placing an MVT in time (AHM 780: UTC, hhmm on the flight day, ddhhmm on another)', () => {
  it('splits a departure with its arrival estimate into the two stations’ movements', () => {
    const movements = movementsOfMvt(message('MVT\nAF1234/15.FGKXA.CDG\nAD1405/1417 EA1620 LHR\nDL81/0025'), at('2026-11-15T14:30:00Z'));
    expect(movements).toEqual([
      expect.objectContaining({
        station: 'CDG',
        flight_date: '2026-11-15',
        atd: at('2026-11-15T14:05:00Z'),
        eta: null,
        registration: 'FGKXA',
      }),
      expect.objectContaining({ station: 'LHR', flight_date: '2026-11-15', eta: at('2026-11-15T16:20:00Z'), atd: null }),
    ]);
    expect(movements[0].delay_codes).toEqual([{ code: '81', minutes: 25 }]);
  });

  it('takes the flight day nearest the message’s arrival: the 31st heard on the 1st is last month’s', () => {
    const [delayed] = movementsOfMvt(message('MVT\nU21234/31.GEZAA.LGW\nED010130'), at('2026-11-01T00:40:00Z'));
    expect(delayed).toMatchObject({ flight_date: '2026-10-31', etd: at('2026-11-01T01:30:00Z') });
  });

  it('puts an arrival estimate earlier in the day than the departure on the next day', () => {
    const [, arrival] = movementsOfMvt(message('MVT\nAF7/15.FGKXA.CDG\nAD2310 EA0120 JFK'), at('2026-11-15T23:20:00Z'));
    expect(arrival.eta).toEqual(at('2026-11-16T01:20:00Z'));
  });

  it('uses the on-block time of an arrival, else the touchdown', () => {
    expect(movementsOfMvt(message('MVT\nBA12/01.GEUUA.CDG\nAA0712/0719'), at('2026-12-01T07:30:00Z'))[0].ata).toEqual(
      at('2026-12-01T07:19:00Z'),
    );
    expect(movementsOfMvt(message('MVT\nBA12/01.GEUUA.CDG\nAA0712'), at('2026-12-01T07:30:00Z'))[0].ata).toEqual(
      at('2026-12-01T07:12:00Z'),
    );
  });
});

describe('the JSON feed', () => {
  const good = { flight_no: 'af 0012', flight_date: '2026-11-15', station: 'cdg', etd: '2026-11-15T15:30:00Z', source_id: 'feed-1' };

  it('normalises the flight number, station and registration, and takes delay codes as codes or with lengths', () => {
    const body = flightMovementSchema.parse({ ...good, registration: 'f-gkxa', delay_codes: ['81', { code: '93', minutes: 10 }] });
    expect(movementOfBody(body)).toMatchObject({
      flight_no: 'AF12',
      station: 'CDG',
      registration: 'FGKXA',
      etd: at('2026-11-15T15:30:00Z'),
      delay_codes: [
        { code: '81', minutes: null },
        { code: '93', minutes: 10 },
      ],
    });
  });

  it('refuses a movement with no time, a bad flight number or station, an unknown field', () => {
    for (const bad of [
      { ...good, etd: undefined },
      { ...good, flight_no: 'AIR FRANCE' },
      { ...good, station: 'PARIS' },
      { ...good, gate: 'K42' },
      { ...good, source_id: '' },
    ])
      expect(flightMovementSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(normaliseFlightNo('KL 1001')).toBe('KL1001');
  });
});

describe('matching a movement to its job', () => {
  const job = (id: number, over: Partial<MovementCandidate>): MovementCandidate => ({
    id,
    station: 'CDG',
    inbound_flight_no: 'AF1233',
    outbound_flight_no: 'AF1234',
    registration: 'F-GKXA',
    arrival_at: at('2026-11-15T12:30:00Z'),
    departure_at: at('2026-11-15T13:30:00Z'),
    ...over,
  });
  const movement = (over: Partial<FlightMovement>): FlightMovement => ({
    flight_no: 'AF1234',
    flight_date: '2026-11-15',
    station: 'CDG',
    registration: null,
    eta: null,
    etd: at('2026-11-15T15:00:00Z'),
    ata: null,
    atd: null,
    delay_codes: [],
    sent_at: null,
    ...over,
  });

  it('matches a departure to the job whose outbound flight it is at that station, the nearest in time', () => {
    const jobs = [job(1, { departure_at: at('2026-11-14T13:30:00Z') }), job(2, {}), job(3, { station: 'ORY' })];
    expect(matchMovement(movement({}), jobs)).toEqual({ kind: 'matched', activityId: 2, by: 'flight' });
  });

  it('matches an arrival by the inbound flight, and falls back to the registration at the station', () => {
    expect(matchMovement(movement({ flight_no: 'AF1233', etd: null, eta: at('2026-11-15T13:10:00Z') }), [job(5, {})])).toMatchObject({
      activityId: 5,
      by: 'flight',
    });
    const byAircraft = matchMovement(movement({ flight_no: 'AF9999', registration: 'FGKXA' }), [job(6, {})]);
    expect(byAircraft).toEqual({ kind: 'matched', activityId: 6, by: 'registration' });
  });

  it('calls an arrival estimated at another station than its job’s a diversion', () => {
    const diverted = movement({ flight_no: 'AF1233', station: 'BRU', etd: null, eta: at('2026-11-15T13:40:00Z') });
    expect(matchMovement(diverted, [job(7, {})])).toEqual({ kind: 'diverted', activityId: 7, from: 'CDG', to: 'BRU' });
  });

  it('leaves unmatched a flight with no job, or a job too far in time', () => {
    expect(matchMovement(movement({ flight_no: 'LH400' }), [job(8, {})])).toEqual({ kind: 'unmatched' });
    expect(matchMovement(movement({}), [job(9, { departure_at: at('2026-11-18T13:30:00Z'), arrival_at: null })])).toEqual({
      kind: 'unmatched',
    });
  });

  it('answers the same whatever the order of the candidates', () => {
    const jobs = [job(11, {}), job(10, {})];
    expect(matchMovement(movement({}), jobs)).toEqual(matchMovement(movement({}), [...jobs].reverse()));
    expect(matchMovement(movement({}), jobs)).toMatchObject({ activityId: 10 });
  });
});

describe('what a movement changes on its job', () => {
  const none = { eta_at: null, etd_at: null, ata_at: null, atd_at: null };
  const times = { eta: null, etd: null, ata: null, atd: null };

  it('applies a new time, and nothing when the job already has it (the same message twice)', () => {
    const etd = at('2026-11-15T15:30:00Z');
    expect(timesToApply(none, {}, { ...times, etd }, at('2026-11-15T14:00:00Z'))).toEqual({ apply: { etd_at: etd }, skipped: [] });
    expect(timesToApply({ ...none, etd_at: etd }, {}, { ...times, etd }, at('2026-11-15T14:00:00Z'))).toEqual({
      apply: {},
      skipped: [{ field: 'etd_at', reason: 'same' }],
    });
  });

  it('never lets a movement sent earlier overwrite a time a later one set, whatever order they arrive in', () => {
    const later = { etd_at: at('2026-11-15T14:20:00Z') };
    const result = timesToApply(
      { ...none, etd_at: at('2026-11-15T16:00:00Z') },
      later,
      { ...times, etd: at('2026-11-15T15:30:00Z') },
      at('2026-11-15T14:00:00Z'),
    );
    expect(result).toEqual({ apply: {}, skipped: [{ field: 'etd_at', reason: 'older' }] });
  });

  it('moves no estimate once the actual is known, and applies the actual', () => {
    const atd = at('2026-11-15T15:40:00Z');
    const result = timesToApply(none, {}, { ...times, etd: at('2026-11-15T15:45:00Z'), atd }, at('2026-11-15T15:41:00Z'));
    expect(result).toEqual({ apply: { atd_at: atd }, skipped: [{ field: 'etd_at', reason: 'actual_known' }] });
  });
});
