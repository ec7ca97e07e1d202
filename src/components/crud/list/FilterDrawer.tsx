import { useState, type ReactElement } from 'react';
import { Badge, Box, Button, Drawer, Stack, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Form, useListContext, useTranslate } from 'react-admin';

const sourceOf = (filter: ReactElement) => (filter.props as { source: string }).source;

/**
 * On a phone the filters (all but the quick search) live in a drawer: chosen together and
 * applied at once, so the list does not refetch on every change made on a small screen.
 */
export function FilterDrawer({ filters }: { filters: ReactElement[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const sources = filters.map(sourceOf);
  const chosen = Object.fromEntries(sources.map((source) => [source, filterValues[source]]));
  const activeCount = sources.filter((source) => filterValues[source] !== undefined && filterValues[source] !== '').length;

  // Every drawer field is written, empty ones too, so that clearing a field removes its filter.
  const apply = (values: Record<string, unknown>) => {
    const cleared = Object.fromEntries(sources.map((source) => [source, values[source] ?? undefined]));
    setFilters({ ...filterValues, ...cleared }, displayedFilters);
    setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        startIcon={
          <Badge badgeContent={activeCount} color="primary">
            <FilterListIcon />
          </Badge>
        }
      >
        {translate('crud.list.filters')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': translate('crud.list.filters') } as object }}
      >
        <Box sx={{ p: 2, maxHeight: '85vh', overflowY: 'auto' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('crud.list.filters')}
          </Typography>
          <Form key={JSON.stringify(chosen)} defaultValues={chosen} onSubmit={apply}>
            <Stack>
              {filters.map((filter) => (
                <Box key={sourceOf(filter)}>{filter}</Box>
              ))}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => apply({})}>{translate('crud.list.clear_filters')}</Button>
              <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
              <Button type="submit" variant="contained">
                {translate('crud.list.apply_filters')}
              </Button>
            </Stack>
          </Form>
        </Box>
      </Drawer>
    </>
  );
}
