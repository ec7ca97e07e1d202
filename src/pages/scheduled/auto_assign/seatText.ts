import type { SeatOfDay } from './autoAssignApi';

/** The flight of a seat: inbound / outbound numbers, the registration and the type, whatever is known. */
export function flightOf(seat: SeatOfDay): string {
  const flights = [seat.inbound_flight_no, seat.outbound_flight_no].filter(Boolean).join(' / ');
  return [flights, seat.registration, seat.aircraft_type_code].filter(Boolean).join(' · ');
}

/** The seat's window in its station's own time, as the timeline shows it. */
export function timesOf(seat: SeatOfDay, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: seat.station_time_zone,
  });
  return `${format.format(new Date(seat.start))}–${format.format(new Date(seat.end))}`;
}
