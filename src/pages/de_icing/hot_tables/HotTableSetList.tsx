import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { DataTable, List, Pagination, TopToolbar, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { pageSizes } from '../../../components/crud';
import { ListError } from '../../../components/crud/list/ListError';
import { EmptyState } from '../../../components/ScreenFrame';
import { activateHotTable } from '../deIcingApi';
import { HotTableImportDialog } from './HotTableImportDialog';

const Col = DataTable.Col;

/** Makes a set the one every new treatment reads its window from. */
function ActivateButton({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const activate = async () => {
    try {
      await activateHotTable(Number(record.id), record.version);
      await queryClient.invalidateQueries({ queryKey: ['hot_table_sets'] });
      await queryClient.invalidateQueries({ queryKey: ['de_icing'] });
    } catch (error) {
      notify((error as Error).message || 'de_icing.hot_tables.activate_failed', { type: 'error' });
    }
  };
  return (
    <Button
      size="small"
      onClick={(event) => {
        event.stopPropagation();
        void activate();
      }}
    >
      {translate('de_icing.hot_tables.activate')}
    </Button>
  );
}

/** The seasons' HOT table sets: authority, season, validity, rows, which is active, which are demo; admins import and activate. */
export function HotTableSetList({ manage }: { manage: boolean }) {
  const translate = useTranslate();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <List
        resource="hot_table_sets"
        title={false}
        storeKey="de_icing.hot_table_sets"
        sort={{ field: 'valid_from', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={pageSizes} />}
        empty={<EmptyState text="de_icing.hot_tables.empty" />}
        error={<ListError />}
        exporter={false}
        actions={
          <TopToolbar>
            {manage && (
              <Button variant="contained" onClick={() => setImporting(true)}>
                {translate('de_icing.hot_tables.import')}
              </Button>
            )}
          </TopToolbar>
        }
      >
        <DataTable rowClick={(id) => `/de_icing/hot_tables/${id}`} bulkActionButtons={false}>
          <Col source="name" label={translate('de_icing.hot_tables.name')} />
          <Col source="authority" label={translate('de_icing.hot_tables.authority')} />
          <Col source="season" label={translate('de_icing.hot_tables.season')} />
          <Col source="valid_from" label={translate('de_icing.hot_tables.validity')} render={(r) => `${r.valid_from} – ${r.valid_to}`} />
          <Col source="row_count" label={translate('de_icing.hot_tables.rows')} />
          <Col
            source="active"
            label={translate('de_icing.hot_tables.state')}
            render={(r) => (
              <Stack direction="row" spacing={0.5}>
                {r.active && <Chip size="small" color="success" label={translate('de_icing.hot_tables.active')} />}
                {r.demo && <Chip size="small" color="error" label={translate('de_icing.hot_tables.demo')} />}
                {manage && !r.active && <ActivateButton record={r as RaRecord} />}
              </Stack>
            )}
          />
        </DataTable>
      </List>
      {importing && <HotTableImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
