import { formatStationPeriod } from '../../../components/date/stationTime';
import type { SeatOfDay } from './autoAssignApi';

/** The flight of a seat: inbound / outbound numbers, the registration and the type, whatever is known. */
export function flightOf(seat: SeatOfDay): string {
  const flights = [seat.inbound_flight_no, seat.outbound_flight_no].filter(Boolean).join(' / ');
  return [flights, seat.registration, seat.aircraft_type_code].filter(Boolean).join(' · ');
}

/** The seat's window in its station's own time with the zone's label, as the timeline shows it. */
export function timesOf(seat: SeatOfDay, locale: string): string {
  return formatStationPeriod(seat.start, seat.end, seat.station_time_zone, locale);
}
