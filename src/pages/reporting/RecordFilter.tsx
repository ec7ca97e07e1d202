import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useGetRecordRepresentation, type RaRecord } from 'react-admin';
import {
  isRegionOwnedReportFilter,
  type OptionalReportFilter,
  type RegionOwnedReportFilter,
} from '../../../model/modules/reporting/catalogue';
import { fetchFilterOptions, type FilterOption } from './reportingApi';

/** The most options a filter lists: a region's stations, customers, technicians or services fit. */
const optionLimit = 500;

interface FilterOptions {
  options: FilterOption[];
  loading: boolean;
}

/** The records of a Settings resource every region shares (customers, services), named as Settings names them. */
function useSettingsOptions(resource: string): FilterOptions {
  const represent = useGetRecordRepresentation(resource);
  const { data = [], isPending } = useGetList<RaRecord>(resource, {
    pagination: { page: 1, perPage: optionLimit },
    sort: { field: 'id', order: 'ASC' },
  });
  return { options: data.map((record) => ({ id: Number(record.id), label: String(represent(record) ?? record.id) })), loading: isPending };
}

/** The report's region's stations or technicians, whichever region is active (the Settings lists answer the active one only). */
function useRegionOptions(filter: RegionOwnedReportFilter, regionId: number | undefined): FilterOptions {
  const { data = [], isPending } = useQuery({
    queryKey: ['reporting', 'options', filter, regionId],
    queryFn: () => fetchFilterOptions(filter, regionId!),
    enabled: regionId !== undefined,
    staleTime: 5 * 60_000,
  });
  return { options: data, loading: regionId !== undefined && isPending };
}

interface PickerProps {
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

/** The Settings resource each shared record filter picks from. */
const settingsResources = { customer_id: 'customers', service_id: 'services' } as const;

/**
 * A report filter naming one record (station, customer, technician, service), chosen by name; its
 * value is the record's id. Stations and technicians are the report's region's.
 */
export function RecordFilter({
  filter,
  regionId,
  ...props
}: PickerProps & { filter: Exclude<OptionalReportFilter, 'fluid_type'>; regionId: number | undefined }) {
  return isRegionOwnedReportFilter(filter) ? (
    <RegionRecordPicker filter={filter} regionId={regionId} {...props} />
  ) : (
    <SettingsRecordPicker resource={settingsResources[filter]} {...props} />
  );
}

// One component per source: each calls its own hook unconditionally.
const RegionRecordPicker = ({
  filter,
  regionId,
  ...props
}: PickerProps & { filter: RegionOwnedReportFilter; regionId: number | undefined }) => (
  <RecordPicker {...props} {...useRegionOptions(filter, regionId)} />
);
const SettingsRecordPicker = ({ resource, ...props }: PickerProps & { resource: string }) => (
  <RecordPicker {...props} {...useSettingsOptions(resource)} />
);

function RecordPicker({ label, value, onChange, options, loading }: FilterOptions & PickerProps) {
  const selected = options.find((option) => option.id === value) ?? null;
  return (
    <Autocomplete
      size="small"
      sx={{ width: 240 }}
      options={options}
      loading={loading}
      value={selected}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, option) => onChange(option ? option.id : undefined)}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
