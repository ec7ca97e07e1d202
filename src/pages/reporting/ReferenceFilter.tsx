import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useGetRecordRepresentation, type RaRecord } from 'react-admin';

/** The most options a filter lists: a region's stations, customers, technicians or services fit. */
const optionLimit = 500;

/**
 * A report filter naming one record of a Settings resource (station, customer, technician,
 * service), chosen by name among the region's records; its value is the record's id.
 */
export function ReferenceFilter({ resource, label, value, onChange, filter, disabledHelp }: {
  resource: string;
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  filter?: Record<string, unknown>;
  /** Why the picker cannot list anything now (it is disabled while this is set). */
  disabledHelp?: string;
}) {
  const represent = useGetRecordRepresentation(resource);
  const { data = [], isPending } = useGetList<RaRecord>(resource, { pagination: { page: 1, perPage: optionLimit }, sort: { field: 'id', order: 'ASC' }, filter });
  const selected = data.find((record) => record.id === value) ?? null;
  const text = (record: RaRecord) => String(represent(record) ?? record.id);
  return (
    <Autocomplete
      size="small"
      sx={{ width: 240 }}
      options={data}
      loading={isPending}
      disabled={disabledHelp !== undefined}
      value={selected}
      getOptionLabel={text}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, record) => onChange(record ? Number(record.id) : undefined)}
      renderInput={(params) => <TextField {...params} label={label} helperText={disabledHelp} />}
    />
  );
}
