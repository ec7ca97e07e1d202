import { apiRequest } from '../../providers/httpClient';
import type {
  ActiveHotTableSet,
  DeIcingOptions,
  HotImportPreview,
  HotImportRow,
  HotTableRow,
  HotTableSet,
  PadDay,
  StockLine,
  StockMovementsPage,
} from '../../../model/modules/de_icing/treatmentRecords';

/**
 * The De-Icing endpoints ra-data-simple-rest does not cover (server/modules/de_icing, docs/modules/de_icing.md).
 * What they answer is typed from the response schemas the server declares (model/modules/de_icing/treatmentRecords.ts).
 */
export type {
  DeIcingFluid,
  DeIcingOptions,
  HoldoverKind,
  PadDay,
  PadTreatment,
  StockLine,
  StockMovement,
} from '../../../model/modules/de_icing/treatmentRecords';
export type HotTableRef = Pick<HotTableSet, 'id' | 'name' | 'demo'>;
/** A de-icing station as the pickers show it (the options' stations, the pad's days). */
export type DeIcingStation = Pick<DeIcingOptions['stations'][number], 'id' | 'code' | 'name' | 'time_zone'>;
/** A row of a set (with its id), or of a file being imported (no id yet). */
export type HotTableRowData = HotImportRow & Partial<Pick<HotTableRow, 'id'>>;
export type ImportPreview = HotImportPreview;

export interface ImportRequest {
  format: 'csv' | 'json';
  content: string;
  name: string;
  authority: string;
  season: string;
  valid_from: string;
  valid_to: string;
}

const query = (filter: object) =>
  new URLSearchParams(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== '' && v !== null)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
const treatment = (id: number | string, rest = '') => `/api/de_icing_treatments/${encodeURIComponent(String(id))}${rest}`;

export const fetchOptions = (stationId?: number) =>
  apiRequest<DeIcingOptions>('GET', `/api/de_icing/options?${query({ station_id: stationId })}`);
export const fetchPad = () => apiRequest<PadDay[]>('GET', '/api/de_icing/pad');
/** The active set with its rows; null when none is active. */
export const fetchActiveHotTable = () => apiRequest<ActiveHotTableSet>('GET', '/api/hot_table_sets/active');
export const fetchHotTableRows = (id: number | string) =>
  apiRequest<HotTableRow[]>('GET', `/api/hot_table_sets/${encodeURIComponent(String(id))}/rows`);
export const activateHotTable = (id: number, version: number) => apiRequest('POST', `/api/hot_table_sets/${id}/activate`, { version });
export const importHotTable = (body: ImportRequest, dryRun: boolean) =>
  apiRequest<HotImportPreview>('POST', `/api/hot_table_sets/import?dry_run=${dryRun}`, body);
export const recordCheck = (id: number, body: { version: number; check_technician_id: number; checked_at?: string }) =>
  apiRequest('POST', treatment(id, '/check'), body);
export const cancelTreatment = (id: number, body: { version: number; reason: string }) =>
  apiRequest('POST', treatment(id, '/cancel'), body);
export const fetchStock = (stationId?: number) => apiRequest<StockLine[]>('GET', `/api/de_icing/stock?${query({ station_id: stationId })}`);
/** A fluid's movements at a station; with `lot`, one batch: its delivery and the treatments that sprayed it. */
export const fetchMovements = (stationId: number, materialId: number, lot?: string) =>
  apiRequest<StockMovementsPage>(
    'GET',
    // The bulk lot '' is a batch too: sent even when empty (query() leaves empty values out).
    `/api/de_icing/stock/movements?${query({ station_id: stationId, material_id: materialId })}${
      lot === undefined ? '' : `&${new URLSearchParams({ lot }).toString()}`
    }`,
  );
export const recordDelivery = (body: {
  station_id: number;
  material_id: number;
  litres: number;
  delivered_at: string;
  reference: string;
  batch_no?: string;
}) => apiRequest('POST', '/api/de_icing/deliveries', body);
export const setThreshold = (body: { station_id: number; material_id: number; minimum_quantity: number | null }) =>
  apiRequest('PUT', '/api/de_icing/stock/threshold', body);
