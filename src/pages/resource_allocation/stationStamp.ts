import { toStationInputValue } from '../../components/date/stationTime';

/** `YYYY-MM-DD HH:MM` in the station's zone: bookings and transfers span days, so the date is always said. */
export const stationStamp = (instant: string | null | undefined, timeZone: string | null | undefined) =>
  toStationInputValue(instant, timeZone).replace('T', ' ');
