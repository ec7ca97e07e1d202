import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { localToday } from '../../../model/dates';
import type { OptionalReportFilter } from '../../../model/modules/reporting/catalogue';
import type { ReportParams } from '../../../model/modules/reporting/params';
import { fluidTypes } from '../../../model/modules/de_icing';
import { DateInput } from '../../components/date/DateInput';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { matchingQuickPeriod, quickPeriodRange, quickPeriods, type QuickPeriod } from './quickPeriods';
import { RecordFilter } from './RecordFilter';
import type { ReportFilterValues } from './useReportParams';

const numberOrUndefined = (value: string | number | undefined) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * The filter bar: dates (typed, picked, or a quick period), the region among the user's, and only
 * the optional filters this report offers. Each change rewrites the whole parameter set (the URL).
 */
export function ReportFilters({
  values,
  offered,
  onChange,
}: {
  values: ReportFilterValues;
  offered: readonly OptionalReportFilter[];
  onChange: (next: ReportFilterValues) => void;
}) {
  const translate = useTranslate();
  const user = useCurrentUser();
  const set = (key: keyof ReportParams, value: string | number | undefined) => onChange({ ...values, [key]: value });
  const today = localToday();
  const period = matchingQuickPeriod(String(values.from ?? ''), String(values.to ?? ''), today) ?? 'custom';
  const regionId = numberOrUndefined(values.region_id);
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('reporting.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField
        select
        size="small"
        sx={{ width: 200 }}
        label={translate('reporting.filters.period')}
        value={period}
        onChange={(event) => onChange({ ...values, ...quickPeriodRange(event.target.value as QuickPeriod, today) })}
      >
        <MenuItem value="custom" disabled>
          {translate('reporting.periods.custom')}
        </MenuItem>
        {quickPeriods.map((name) => (
          <MenuItem key={name} value={name}>
            {translate(`reporting.periods.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateInput
        label={translate('reporting.filters.from')}
        name="from"
        value={values.from ?? null}
        onChange={(day) => set('from', day ?? undefined)}
      />
      <DateInput
        label={translate('reporting.filters.to')}
        name="to"
        value={values.to ?? null}
        onChange={(day) => set('to', day ?? undefined)}
      />
      <TextField
        select
        size="small"
        sx={{ width: 200 }}
        label={translate('reporting.filters.region_id')}
        value={regionId ?? ''}
        // Another region's stations and technicians are not this one's: those filters start over.
        onChange={(event) =>
          onChange({ ...values, region_id: Number(event.target.value), station_id: undefined, technician_id: undefined })
        }
      >
        {(user?.regions ?? []).map((region) => (
          <MenuItem key={region.region_id} value={region.region_id}>
            {region.region_name}
          </MenuItem>
        ))}
      </TextField>
      {offered.map((key) =>
        key === 'fluid_type' ? (
          <TextField
            key={key}
            select
            size="small"
            sx={{ width: 160 }}
            label={translate('reporting.filters.fluid_type')}
            value={values.fluid_type ?? ''}
            onChange={(event) => set('fluid_type', event.target.value || undefined)}
          >
            <MenuItem value="">{translate('reporting.filters.any')}</MenuItem>
            {fluidTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {translate('reporting.filters.fluid_type_value', { type })}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <RecordFilter
            key={key}
            filter={key}
            regionId={regionId}
            label={translate(`reporting.filters.${key}`)}
            value={numberOrUndefined(values[key])}
            onChange={(id) => set(key, id)}
          />
        ),
      )}
    </Box>
  );
}
