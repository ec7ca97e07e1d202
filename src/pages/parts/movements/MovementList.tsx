import { useState } from 'react';
import { Button } from '@mui/material';
import { DataTable, List, Pagination, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { pageSizes } from '../../../components/crud';
import { useCompactLayout } from '../../../components/crud/list/CompactList';
import { ListActions } from '../../../components/crud/list/ListActions';
import { ListError } from '../../../components/crud/list/ListError';
import { recordsExporter } from '../../../components/recordsExporter';
import { EmptyState } from '../../../components/ScreenFrame';
import { useLiveRefetch } from '../../../live';
import type { MovementRow } from '../partsApi';
import { formatQuantity } from '../stock/formatQuantity';
import { usePartsPermissions } from '../usePartsPermissions';
import { CertificateLink } from './CertificateLink';
import { JobLink } from './JobLink';
import { MovementCards } from './MovementCards';
import { movementFilters, searchFilter } from './movementFilters';
import { ReverseDialog } from './ReverseDialog';
import { useMovedAt } from './useMovedAt';

const Col = DataTable.Col<MovementRow>;
const unreversible = new Set<MovementRow['kind']>(['reversal', 'consumption', 'transfer_out', 'transfer_in']);

/** Every stock movement of the region, newest first: kind, job and aircraft, certificate; a mistake reversed with a reason. */
export function MovementList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useCompactLayout();
  const movedAt = useMovedAt();
  const refresh = useRefresh();
  const { write } = usePartsPermissions();
  const [reversing, setReversing] = useState<MovementRow | null>(null);
  useLiveRefetch('parts', [['stock_movements', 'getList']]);
  // Consumption belongs to its de-icing treatment and transfers to their own cancel; a reversal is final.
  const reversible = (row: MovementRow) => write && !unreversible.has(row.kind) && row.reversed_by_id === null;
  return (
    <>
      <List
        resource="stock_movements"
        title={false}
        storeKey="parts.movements"
        sort={{ field: 'moved_at', order: 'DESC' }}
        exporter={recordsExporter}
        perPage={25}
        filters={phone ? [searchFilter] : [searchFilter, ...movementFilters]}
        pagination={<Pagination rowsPerPageOptions={pageSizes} />}
        empty={<EmptyState text="parts.movements.empty" />}
        error={<ListError />}
        actions={<ListActions filters={movementFilters} />}
      >
        {phone ? (
          <MovementCards reversible={reversible} onReverse={setReversing} />
        ) : (
          <DataTable rowClick={(_, __, record) => `/parts/stock/${record.material_id}`} bulkActionButtons={false}>
            <Col
              source="moved_at"
              label={translate('parts.fields.moved_at')}
              render={(row) => movedAt(row.moved_at, row.time_zone)}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <Col source="kind" label={translate('parts.fields.kind')} render={(row) => translate(`parts.choices.kind.${row.kind}`)} />
            <Col source="station_code" disableSort label={translate('parts.fields.station')} />
            <Col source="part_number" disableSort label={translate('parts.fields.part_number')} />
            <Col source="lot" label={translate('parts.fields.lot')} />
            <Col
              source="quantity"
              align="right"
              label={translate('parts.fields.quantity')}
              render={(row) => formatQuantity(row.quantity, row.measure_code, locale)}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <Col label={translate('parts.fields.job')} render={(row) => <JobLink row={row} />} />
            <Col label={translate('parts.fields.certificate')} render={(row) => <CertificateLink row={row} />} />
            <Col
              label={translate('parts.fields.actions')}
              render={(row) =>
                reversible(row) && (
                  <Button
                    size="small"
                    onClick={(event) => {
                      event.stopPropagation();
                      setReversing(row);
                    }}
                  >
                    {translate('parts.movements.reverse')}
                  </Button>
                )
              }
            />
          </DataTable>
        )}
      </List>
      {reversing && <ReverseDialog movement={reversing} onDone={refresh} onClose={() => setReversing(null)} />}
    </>
  );
}
