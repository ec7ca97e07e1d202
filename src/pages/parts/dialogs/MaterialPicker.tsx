import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useMaterialSearch, type PartMaterial } from './catalogue';

/** A part found by part number or description as one types. */
export function MaterialPicker({
  value,
  onChange,
  error,
}: {
  value: PartMaterial | null;
  onChange: (material: PartMaterial | null) => void;
  error?: string;
}) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [] } = useMaterialSearch(useDebouncedValue(search));
  return (
    <Autocomplete
      options={data}
      value={value}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, text) => setSearch(text)}
      filterOptions={(options) => options}
      getOptionLabel={(option) => `${option.part_number} — ${option.description}`}
      isOptionEqualToValue={(option, candidate) => option.id === candidate.id}
      renderInput={(params) => (
        <TextField
          {...params}
          id="material_id"
          label={translate('parts.fields.part')}
          required
          margin="dense"
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}
