import { FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hoursAndMinutes } from '../../../../model/core/duration';
import { useStationTime } from '../../../components/date/useStationTime';
import type { StationSuggestion } from '../onCallTypes';

/** The suggested stations, nearest first: distance, travel time (h:mm) and where it comes from, ETA in the airport's time. */
export function StationChoice({
  stations,
  timeZone,
  value,
  onChange,
}: {
  stations: StationSuggestion[];
  /** The airport of the work's zone: the ETA is when the crew gets there. */
  timeZone: string;
  value: number | null;
  onChange: (stationId: number) => void;
}) {
  const translate = useTranslate();
  const time = useStationTime();
  return (
    <RadioGroup
      aria-label={translate('on_call.dispatch.stations')}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {stations.map((station) => (
        <FormControlLabel
          key={station.station_id}
          value={station.station_id}
          control={<Radio />}
          label={
            <span>
              <strong>{station.code}</strong> {station.name}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {translate('on_call.dispatch.station_line', {
                  distance: station.distance_km === null ? '—' : Math.round(station.distance_km),
                  travel: hoursAndMinutes(station.travel_minutes),
                  source: translate(`on_call.dispatch.source.${station.source}`),
                  eta: time(station.eta_at, timeZone),
                })}
              </Typography>
            </span>
          }
        />
      ))}
    </RadioGroup>
  );
}
