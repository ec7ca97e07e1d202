import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, ExportButton, FilterButton, List, Pagination, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { maxListRange } from '../../../../model/listLimits';
import { pageSizes } from '../../../components/crud';
import { useCompactLayout } from '../../../components/crud/list/CompactList';
import { FilterDrawer } from '../../../components/crud/list/FilterDrawer';
import { ListError } from '../../../components/crud/list/ListError';
import { EmptyState } from '../../../components/ScreenFrame';
import { useLiveRefetch } from '../../../live';
import { ReceiveDialog } from '../dialogs/ReceiveDialog';
import type { StockRow } from '../partsApi';
import { usePartsPermissions } from '../usePartsPermissions';
import { formatMoney, formatQuantity } from './formatQuantity';
import { StockCards } from './StockCards';
import { StockChips } from './StockChips';
import { stockExporter } from './stockExporter';
import { searchFilter, stockFilters } from './stockFilters';
import { ValuationTotals } from './ValuationTotals';
import { XlsxExportButton } from './XlsxExportButton';

const Col = DataTable.Col<StockRow>;

/**
 * Stock of the active region, one row per lot: search, filters, sortable columns,
 * pages, CSV and XLSX export and the value per currency; a row opens the part's stock card.
 */
export function StockList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useCompactLayout();
  const { write } = usePartsPermissions();
  const [receiving, setReceiving] = useState(false);
  useLiveRefetch('parts', [
    ['stock', 'getList'],
    ['parts', 'valuation'],
  ]);
  return (
    <List
      resource="stock"
      title={false}
      storeKey="parts.stock"
      sort={{ field: 'part_number', order: 'ASC' }}
      perPage={25}
      filters={phone ? [searchFilter] : [searchFilter, ...stockFilters]}
      exporter={stockExporter}
      pagination={<Pagination rowsPerPageOptions={pageSizes} />}
      // The list stays (with its Receive button) when a region holds no stock yet.
      empty={false}
      error={<ListError />}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {phone ? <FilterDrawer filters={stockFilters} /> : <FilterButton />}
          {write && (
            <Button size="small" startIcon={<AddIcon />} onClick={() => setReceiving(true)}>
              {translate('parts.receive.action')}
            </Button>
          )}
          <ExportButton maxResults={maxListRange} />
          <XlsxExportButton />
          {receiving && <ReceiveDialog onClose={() => setReceiving(false)} />}
        </TopToolbar>
      }
    >
      <ValuationTotals />
      {phone ? (
        <StockCards />
      ) : (
        <DataTable
          rowClick={(_, __, record) => `/parts/stock/${record.material_id}`}
          bulkActionButtons={false}
          empty={<EmptyState text="parts.stock.empty" />}
        >
          <Col source="station_code" label={translate('parts.fields.station')} />
          <Col source="part_number" label={translate('parts.fields.part_number')} />
          <Col source="description" label={translate('parts.fields.description')} />
          <Col source="lot" label={translate('parts.fields.lot')} />
          <Col
            source="quantity"
            align="right"
            label={translate('parts.fields.quantity')}
            render={(row) => formatQuantity(row.quantity, row.measure_code, locale)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <Col source="expires_on" label={translate('parts.fields.expires_on')} />
          <Col
            source="cert_no"
            label={translate('parts.fields.certificate')}
            render={(row) => (row.cert_no ? `${row.part_cert_code ?? ''} ${row.cert_no}`.trim() : '')}
          />
          <Col
            source="value"
            align="right"
            label={translate('parts.fields.value')}
            render={(row) => (row.value === null ? '' : formatMoney(row.value, row.currency, locale))}
          />
          <Col
            label={translate('parts.fields.attention')}
            render={(row) => <StockChips belowMinimum={row.below_minimum} expiryStatus={row.expiry_status} />}
          />
        </DataTable>
      )}
    </List>
  );
}
