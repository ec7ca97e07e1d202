import { FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStationTime } from '../board/useStationTime';
import type { StationSuggestion } from '../onCallTypes';

/** The suggested stations, nearest first: distance, travel time and where it comes from, ETA. */
export function StationChoice({
  stations,
  value,
  onChange,
}: {
  stations: StationSuggestion[];
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
                  travel: station.travel_minutes,
                  source: translate(`on_call.dispatch.source.${station.source}`),
                  eta: time(station.eta_at),
                })}
              </Typography>
            </span>
          }
        />
      ))}
    </RadioGroup>
  );
}
