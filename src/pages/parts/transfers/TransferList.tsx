import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, List, Pagination, SelectInput, TopToolbar, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { stockTransferStatuses } from '../../../../model/modules/parts/enums';
import { pageSizes } from '../../../components/crud';
import { useCompactLayout } from '../../../components/crud/list/CompactList';
import { ListError } from '../../../components/crud/list/ListError';
import { EmptyState } from '../../../components/ScreenFrame';
import { useLiveRefetch } from '../../../live';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { useMovedAt } from '../movements/useMovedAt';
import { transferStep, type TransferRow } from '../partsApi';
import { formatQuantity } from '../stock/formatQuantity';
import { usePartsPermissions } from '../usePartsPermissions';
import { NewTransferDialog } from './NewTransferDialog';
import { TransferCards } from './TransferCards';

const Col = DataTable.Col<TransferRow>;
const statusChoices = stockTransferStatuses.map((id) => ({ id, name: `parts.choices.transfer_status.${id}` }));
const filters = [<SelectInput key="status" source="status" label="parts.fields.status" choices={statusChoices} alwaysOn />];

/** Stock between stations: what is in transit shows first (the default filter); it is received or cancelled from here. */
export function TransferList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = useMovedAt();
  const refresh = useRefresh();
  const notify = useNotify();
  const { write } = usePartsPermissions();
  const phone = useCompactLayout();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<TransferRow | null>(null);
  useLiveRefetch('parts', [['stock_transfers', 'getList']]);
  const receive = async (row: TransferRow) => {
    try {
      await transferStep(row.id, 'receive', { version: row.version });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const actions = (row: TransferRow) =>
    write &&
    row.status === 'in_transit' && (
      <Stack direction="row" spacing={0.5}>
        <Button size="small" onClick={() => void receive(row)}>
          {translate('parts.transfers.receive')}
        </Button>
        <Button size="small" color="error" onClick={() => setCancelling(row)}>
          {translate('parts.transfers.cancel')}
        </Button>
      </Stack>
    );
  return (
    <>
      <List
        resource="stock_transfers"
        title={false}
        storeKey="parts.transfers"
        sort={{ field: 'shipped_at', order: 'DESC' }}
        filterDefaultValues={{ status: 'in_transit' }}
        filters={filters}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={pageSizes} />}
        // The list stays (with its New transfer button) when nothing is in transit.
        empty={false}
        error={<ListError />}
        actions={
          <TopToolbar>
            {write && (
              <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {translate('parts.transfers.new')}
              </Button>
            )}
          </TopToolbar>
        }
      >
        {phone ? (
          <TransferCards actions={actions} />
        ) : (
          <DataTable rowClick={false} bulkActionButtons={false} empty={<EmptyState text="parts.transfers.empty" />}>
            <Col
              source="shipped_at"
              label={translate('parts.transfers.shipped_at')}
              render={(row) => at(row.shipped_at, row.from_time_zone)}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <Col source="from_station_code" disableSort label={translate('parts.transfers.from')} />
            <Col source="to_station_code" disableSort label={translate('parts.transfers.to')} />
            <Col source="part_number" disableSort label={translate('parts.fields.part_number')} />
            <Col source="lot" label={translate('parts.fields.lot')} />
            <Col
              source="quantity"
              align="right"
              label={translate('parts.fields.quantity')}
              render={(row) => formatQuantity(row.quantity, row.measure_code, locale)}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <Col
              source="expected_at"
              label={translate('parts.transfers.expected_at')}
              render={(row) => (row.expected_at ? at(row.expected_at, row.to_time_zone) : '')}
            />
            <Col
              source="status"
              label={translate('parts.fields.status')}
              render={(row) => (
                <Chip
                  size="small"
                  color={row.status === 'in_transit' ? 'info' : 'default'}
                  label={translate(`parts.choices.transfer_status.${row.status}`)}
                />
              )}
            />
            <Col label={translate('parts.fields.actions')} render={actions} />
          </DataTable>
        )}
      </List>
      {creating && <NewTransferDialog onDone={refresh} onClose={() => setCreating(false)} />}
      {cancelling && (
        <ReasonDialog
          title={translate('parts.transfers.cancel_title')}
          text={translate('parts.transfers.cancel_text', { part: cancelling.part_number, station: cancelling.from_station_code })}
          submitLabel="parts.transfers.cancel"
          onSubmit={(reason) => transferStep(cancelling.id, 'cancel', { version: cancelling.version, reason })}
          onDone={refresh}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
