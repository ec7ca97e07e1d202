import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStations } from './catalogue';

/** One of the active region's stations, by code and name. */
export function StationSelect({
  value,
  onChange,
  error,
  label = 'parts.fields.station',
  id = 'station_id',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  id?: string;
}) {
  const translate = useTranslate();
  const { data = [] } = useStations();
  return (
    <TextField
      select
      id={id}
      name={id}
      label={translate(label)}
      value={data.length ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      margin="dense"
      error={!!error}
      helperText={error}
    >
      {data.map((station) => (
        <MenuItem key={station.id} value={String(station.id)}>
          {station.code} — {station.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
