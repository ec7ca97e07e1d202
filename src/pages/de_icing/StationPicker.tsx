import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeIcingStation } from './deIcingApi';

/** The user's de-icing stations, by code. */
export function StationPicker({
  stations,
  value,
  onChange,
}: {
  stations: DeIcingStation[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('de_icing.fields.station')}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 200 }}
    >
      {stations.map((station) => (
        <MenuItem key={station.id} value={station.id}>
          {station.code} — {station.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
