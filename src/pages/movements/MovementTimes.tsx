import { useLocaleState, useTranslate } from 'react-admin';
import { formatStationTime } from '../../components/date/stationTime';
import type { FlightMovementRow } from './movementsApi';
import { movementTimes } from './movementTimes';

/** "ETA 16:20 · ATD 14:05": the times a movement carried, in its station's time. */
export function MovementTimes({ row }: { row: FlightMovementRow }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      {movementTimes(row)
        .map(({ field, at }) => `${translate(`movements.times.${field}`)} ${formatStationTime(at, row.time_zone, locale)}`)
        .join(' · ')}
    </>
  );
}
