import { useState } from 'react';
import { Button } from '@mui/material';
import { BooleanField, DataTable, List, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import { ListError } from '../../../components/crud/list/ListError';
import { EmptyState } from '../../../components/ScreenFrame';
import { FluidDialog } from './FluidDialog';

const Col = DataTable.Col;
const lout = (value: number | null) => (value === null || value === undefined ? '—' : `${value} °C`);

/** The fluids (brands) with their type and LOUTs; managers add and edit them. */
export function FluidList({ manage }: { manage: boolean }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Identifier | null | undefined>(undefined);
  return (
    <>
      <List
        resource="de_icing_fluids"
        title={false}
        storeKey="de_icing.fluids"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
        pagination={false}
        exporter={false}
        empty={<EmptyState text="de_icing.fluids.empty" />}
        error={<ListError />}
        actions={
          <TopToolbar>{manage && <Button onClick={() => setEditing(null)}>{translate('de_icing.fluids.create')}</Button>}</TopToolbar>
        }
      >
        <DataTable
          rowClick={
            manage
              ? (id) => {
                  setEditing(id);
                  return false;
                }
              : false
          }
          bulkActionButtons={false}
        >
          <Col source="name" label={translate('de_icing.fluids.name')} />
          <Col source="manufacturer" label={translate('de_icing.fluids.manufacturer')} />
          <Col source="fluid_type" label={translate('de_icing.fields.fluid_type')} />
          <Col source="hot_brand" label={translate('de_icing.fluids.hot_brand')} />
          <Col source="lout_100_c" label={translate('de_icing.fluids.lout_100_c')} render={(r) => lout(r.lout_100_c)} />
          <Col source="lout_75_c" label={translate('de_icing.fluids.lout_75_c')} render={(r) => lout(r.lout_75_c)} />
          <Col source="lout_50_c" label={translate('de_icing.fluids.lout_50_c')} render={(r) => lout(r.lout_50_c)} />
          <Col source="active" label={translate('de_icing.fluids.active')} field={BooleanField} />
        </DataTable>
      </List>
      {editing !== undefined && <FluidDialog id={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
