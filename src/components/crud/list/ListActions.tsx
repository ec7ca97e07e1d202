import type { ReactElement, ReactNode } from 'react';
import { ExportButton, FilterButton, TopToolbar } from 'react-admin';
import type { SxProps, Theme } from '@mui/material';
import { maxListRange } from '../../../../model/listLimits';
import { useCompactLayout } from './CompactList';
import { FilterDrawer } from './FilterDrawer';

/**
 * A list's toolbar: its filters (a drawer on a phone, react-admin's filter button elsewhere), the
 * list's own actions, then the CSV export of every matching record (up to the API's page limit).
 */
export function ListActions({ filters, children, sx }: { filters: ReactElement[]; children?: ReactNode; sx?: SxProps<Theme> }) {
  const phone = useCompactLayout();
  return (
    <TopToolbar sx={sx ?? { flexWrap: 'wrap', gap: 0.5 }}>
      {filters.length > 0 && (phone ? <FilterDrawer filters={filters} /> : <FilterButton />)}
      {children}
      <ExportButton maxResults={maxListRange} />
    </TopToolbar>
  );
}
