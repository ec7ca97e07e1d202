import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { StockRow } from '../../../../model/modules/parts/partsRecords';
import { makeUser, renderInAdmin, signIn } from '../../helpers';
import { catalogueProvider } from '../on_call/catalogueProvider';

/** A station supervisor: reads and writes the Parts tab and confirms counts. */
export const storekeeper = () =>
  makeUser({
    role_id: 3,
    role: 'supervisor',
    role_name: 'Supervisor',
    permission: ['parts_tab', 'parts_write', 'stock_count_confirm', 'settings_tab', 'scheduled_tab', 'work_record'].map(
      (permissions_name) => ({ permissions_name }),
    ),
  });

/** Renders a Parts screen (at `route`, opened at `path`) over fixed Settings lists, with toasts and a location probe. */
export async function renderParts(
  ui: ReactNode,
  { path = '/', route = '*', lists = {} }: { path?: string; route?: string; lists?: Record<string, RaRecord[]> } = {},
) {
  signIn(storekeeper());
  const { provider } = catalogueProvider(lists);
  return renderInAdmin(ui, { path, route, dataProvider: provider, notifications: true });
}

export const stations = [{ id: 3, code: 'CDG', name: 'Paris Charles de Gaulle' }];
export const certificateTypes = [
  { id: 1, code: 'EASA-F1', name: 'EASA Form 1', serial_required: true },
  { id: 2, code: '8130-3', name: 'FAA 8130-3', serial_required: true },
  { id: 3, code: 'COC', name: 'Certificate of conformity', serial_required: false },
];
/** A serialised wheel accepting EASA Form 1 and FAA 8130-3 only; a batch-tracked oil with a 24-month shelf life. */
export const wheel = {
  id: 41,
  part_number: 'C20274000',
  description: 'Main wheel assembly',
  category: 'part',
  tracking: 'serial',
  accepted_cert_ids: [1, 2],
  shelf_life_months: null,
};
export const oil = {
  id: 42,
  part_number: 'MJO-254',
  description: 'Turbine oil',
  category: 'fluid',
  tracking: 'batch',
  accepted_cert_ids: [3],
  shelf_life_months: 24,
};

/** A lot of the station's stock as GET /api/stock gives it. */
export function stockRow(overrides: Partial<StockRow> = {}): StockRow {
  return {
    id: 1,
    created_at: '2026-05-02T08:00:00.000Z',
    updated_at: '2026-05-02T08:00:00.000Z',
    version: 1,
    station_id: 3,
    station_code: 'CDG',
    material_id: 41,
    part_number: 'C20274000',
    description: 'Main wheel assembly',
    category: 'part',
    tracking: 'serial',
    measure_code: 'ea',
    lot: 'SN-1001',
    serialised: true,
    quantity: 1,
    expires_on: null,
    expiry_status: null,
    part_cert_id: 1,
    part_cert_code: 'EASA-F1',
    cert_no: 'F1-7781',
    certificate_id: 5,
    unit_cost: 4200,
    currency: 'EUR',
    value: 4200,
    minimum: 1,
    station_total: 1,
    below_minimum: false,
    in_stock: true,
    ...overrides,
  };
}
