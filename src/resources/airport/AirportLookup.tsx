import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { AirportLookupHit } from '../../../model/resources/airport';
import { httpClient } from '../../providers/httpClient';

const lookupDelayMs = 250;

/** The fields a hit fills in; the user may still change them before saving. */
const filled = ['iata', 'icao', 'name', 'city', 'country', 'time_zone', 'latitude', 'longitude'] as const;

const describe = (hit: AirportLookupHit) =>
  `${hit.iata}${hit.icao ? ` / ${hit.icao}` : ''} · ${hit.name}${hit.city ? `, ${hit.city}` : ''}${hit.country ? ` (${hit.country})` : ''}`;

/** Search the packaged OpenFlights data by IATA, ICAO or name (GET /api/airport/lookup?q=) and fill the form. */
export function AirportLookup() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<AirportLookupHit[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) return setHits([]);
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      httpClient<AirportLookupHit[]>(`/api/airport/lookup?q=${encodeURIComponent(q)}`, { silent: true })
        .then(
          ({ json }) => current && setHits(json ?? []),
          () => current && setHits([]),
        )
        .finally(() => current && setLoading(false));
    }, lookupDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);

  const choose = (hit: AirportLookupHit | null) => {
    if (!hit) return;
    filled.forEach((field) => setValue(field, hit[field] ?? null, { shouldDirty: true, shouldValidate: true }));
  };

  return (
    <Autocomplete
      className="wide"
      options={hits}
      loading={loading}
      filterOptions={(options) => options}
      getOptionLabel={describe}
      isOptionEqualToValue={(a, b) => a.iata === b.iata}
      onInputChange={(_event, value, reason) => reason === 'input' && setText(value)}
      onChange={(_event, hit) => choose(hit)}
      noOptionsText={translate(text.trim().length < 2 ? 'resources.airport.lookup.type_more' : 'resources.airport.lookup.none')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => <TextField {...params} label={translate('resources.airport.lookup.label')} size="small" />}
      sx={{ mb: 1 }}
    />
  );
}
