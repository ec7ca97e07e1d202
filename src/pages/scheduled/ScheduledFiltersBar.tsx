import { useState } from 'react';
import { Badge, Box, Button, Drawer, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useGetList, useTranslate } from 'react-admin';
import { activityStatuses, type ActivityStatus } from '../../../model/modules/scheduled/enums';
import { useCompactLayout } from '../../components/crud/list/CompactList';
import { activeFilterCount, type ScheduledFilterValues } from './scheduledFilters';
import type { TimelineStation } from './timelineTypes';

const idOrNull = (value: string) => (value ? Number(value) : null);

/**
 * The "… only" filters, each a switch. The keys under home.* came with What's up, whose late,
 * double-booked and broken-rule figures link here (docs/modules/home.md).
 */
const onlySwitches = [
  { name: 'unassigned', label: 'scheduled.filters.unassigned' },
  { name: 'late', label: 'home.scheduled_filters.late' },
  { name: 'conflict', label: 'home.scheduled_filters.conflict' },
  { name: 'rules_broken', label: 'home.scheduled_filters.rules_broken' },
] as const satisfies readonly { name: keyof ScheduledFilterValues; label: string }[];

function FilterFields({
  filters,
  onChange,
  stations,
}: {
  filters: ScheduledFilterValues;
  onChange: (next: ScheduledFilterValues) => void;
  stations: TimelineStation[];
}) {
  const translate = useTranslate();
  // Customers are reference data of Settings; a user who may not read them still filters the rest.
  const { data: customers = [] } = useGetList('customers', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const field = { size: 'small' as const, select: true, fullWidth: false, sx: { width: { xs: '100%', sm: 180 } } };
  return (
    <>
      <TextField
        {...field}
        label={translate('scheduled.filters.station')}
        value={filters.station_id ?? ''}
        onChange={(event) => onChange({ ...filters, station_id: idOrNull(event.target.value) })}
      >
        <MenuItem value="">{translate('scheduled.filters.all')}</MenuItem>
        {stations.map((station) => (
          <MenuItem key={station.id} value={station.id}>
            {station.code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        label={translate('scheduled.filters.customer')}
        value={filters.customer_id ?? ''}
        onChange={(event) => onChange({ ...filters, customer_id: idOrNull(event.target.value) })}
      >
        <MenuItem value="">{translate('scheduled.filters.all')}</MenuItem>
        {customers.map((customer) => (
          <MenuItem key={customer.id} value={customer.id}>
            {customer.name ?? customer.code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        label={translate('scheduled.filters.status')}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ ...filters, status: (event.target.value || null) as ActivityStatus | null })}
      >
        <MenuItem value="">{translate('scheduled.filters.all')}</MenuItem>
        {activityStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`scheduled.choices.activity_status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      {onlySwitches.map(({ name, label }) => (
        <FormControlLabel
          key={name}
          control={<Switch checked={!!filters[name]} onChange={(event) => onChange({ ...filters, [name]: event.target.checked })} />}
          label={translate(label)}
        />
      ))}
      {activeFilterCount(filters) > 0 && <Button onClick={() => onChange({})}>{translate('crud.list.clear_filters')}</Button>}
    </>
  );
}

/** The tab's filters: in a row on a wide screen, in a bottom drawer on a phone. */
export function ScheduledFiltersBar(props: {
  filters: ScheduledFilterValues;
  onChange: (next: ScheduledFilterValues) => void;
  stations: TimelineStation[];
}) {
  const translate = useTranslate();
  const phone = useCompactLayout();
  const [open, setOpen] = useState(false);
  if (!phone) {
    return (
      <Box
        role="search"
        aria-label={translate('crud.list.filters')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <FilterFields {...props} />
      </Box>
    );
  }
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        startIcon={
          <Badge badgeContent={activeFilterCount(props.filters)} color="primary">
            <FilterListIcon />
          </Badge>
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('crud.list.filters')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': translate('crud.list.filters') } as object }}
      >
        <Box sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('crud.list.filters')}
          </Typography>
          <Stack spacing={2}>
            <FilterFields {...props} />
            <Button variant="contained" onClick={() => setOpen(false)}>
              {translate('ra.action.close')}
            </Button>
          </Stack>
        </Box>
      </Drawer>
    </>
  );
}
