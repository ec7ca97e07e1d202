import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  BulkDeleteButton,
  BulkExportButton,
  CreateButton,
  DataTable,
  List,
  Pagination,
  SearchInput,
  useResourceContext,
} from 'react-admin';
import { CrudHeading } from '../CrudHeading';
import { CompactList, useCompactLayout, type CompactRepresentation } from './CompactList';
import { ListActions } from './ListActions';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';
import { csvExporter } from './csvExporter';
import { useListStoreKey } from './listStoreKey';

export const pageSizes = [10, 25, 50, 100];

export interface CrudListProps {
  /** DataTable.Col columns; a column with a source sorts on it. */
  children: ReactNode;
  /** Filter inputs after the quick search (resources' <name>Filters.tsx). */
  filters?: ReactElement[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Bulk delete when deleting several at once is safe; the server still refuses referenced records. */
  bulkDelete?: boolean;
  /** Extra toolbar actions (import …), shown on the empty state too. */
  actions?: ReactNode;
  filterDefaultValues?: Record<string, unknown>;
  rowClick?: 'edit' | 'show' | false;
  /** How rows read on a phone, where the table gives way to a compact list. */
  compact?: CompactRepresentation;
}

/**
 * Every settings list (docs/ARCHITECTURE.md, CRUD engine): quick search `q`, filters, sortable columns, page sizes
 * 10/25/50/100, CSV export, bulk delete where allowed, filters remembered per region, an empty
 * state with a create button, and loading and error states. Buttons follow canAccess.
 */
export function CrudList({
  children,
  filters = [],
  sort,
  bulkDelete = true,
  actions,
  filterDefaultValues,
  rowClick = 'edit',
  compact,
}: CrudListProps) {
  const resource = useResourceContext()!;
  const storeKey = useListStoreKey(resource);
  const search = <SearchInput key="q" source="q" alwaysOn />;
  // On a phone only the quick search stays in the toolbar; the other filters open in a drawer.
  const phone = useCompactLayout();
  return (
    <>
      <CrudHeading />
      <List
        title={false}
        storeKey={storeKey}
        exporter={csvExporter}
        sort={sort}
        perPage={25}
        filters={phone ? [search] : [search, ...filters]}
        filterDefaultValues={filterDefaultValues}
        pagination={<Pagination rowsPerPageOptions={pageSizes} />}
        empty={<ListEmpty actions={actions} />}
        error={<ListError />}
        actions={
          <ListActions filters={filters} sx={{}}>
            <CreateButton />
            {actions}
          </ListActions>
        }
      >
        {phone ? (
          <CompactList compact={compact} rowClick={rowClick} />
        ) : (
          <DataTable
            rowClick={rowClick}
            bulkActionButtons={
              <>
                <BulkExportButton />
                {bulkDelete && <BulkDeleteButton mutationMode="pessimistic" />}
              </>
            }
          >
            {Children.toArray(children).filter(isValidElement)}
          </DataTable>
        )}
      </List>
    </>
  );
}
