import type { FluidType } from '../../../model/modules/de_icing/enums';
import { apiRequest } from '../../providers/httpClient';

/** The De-Icing endpoints ra-data-simple-rest does not cover (server/modules/de_icing, docs/modules/de_icing.md). */
export interface HotTableRef {
  id: number;
  name: string;
  demo: boolean;
}

export interface DeIcingStation {
  id: number;
  code: string;
  name: string;
  time_zone: string;
}

export interface DeIcingFluid {
  id: number;
  name: string;
  fluid_type: FluidType;
  hot_brand: string | null;
  lout_100_c: number | null;
  lout_75_c: number | null;
  lout_50_c: number | null;
  active: boolean;
}

/** What the treatment form picks from: the operators are technicians, who do not read Settings. */
export interface DeIcingOptions {
  stations: DeIcingStation[];
  customers: { id: number; code: string; name: string }[];
  aircraft_types: { id: number; code: string; name: string }[];
  trucks: { id: number; name: string; station_id: number }[];
  technicians: { id: number; name: string; home_station_id: number | null }[];
  fluids: DeIcingFluid[];
}

export type HoldoverKind = 'time' | 'range' | 'none' | 'rule';

export interface PadTreatment {
  id: number;
  status: string;
  registration: string;
  flight_no: string | null;
  customer_name: string;
  aircraft_type_code: string;
  pad: string | null;
  procedure: string;
  /** The final step's fluid type and mix. */
  fluid_type: FluidType | null;
  concentration: number | null;
  final_step_started_at: string | null;
  holdover_kind: HoldoverKind | null;
  holdover_min_minutes: number | null;
  holdover_max_minutes: number | null;
  anti_icing_code: string | null;
  checked_at: string | null;
}

/** One de-icing station's day on the pad (its own local today). */
export interface PadDay {
  station_id: number;
  station_code: string;
  station_name: string;
  time_zone: string;
  date: string;
  treatments: PadTreatment[];
  fluid_used: { fluid_type: FluidType; litres: number }[];
}

/** A fluid material at a station: the threshold is the station's minimum, else the material's. */
export interface StockLine {
  station_id: number;
  station_code: string;
  material_id: number;
  part_number: string;
  description: string;
  fluid_names: string;
  fluid_type: FluidType | null;
  quantity: number;
  minimum_quantity: number | null;
  threshold: number | null;
  consumed_last_7_days: number;
  days_left: number | null;
  below_threshold: boolean;
}

export interface StockMovement {
  id: number;
  kind: string;
  quantity: number;
  moved_at: string;
  reference: string | null;
  batch_no: string | null;
  de_icing_treatment_id: number | null;
}

export interface ImportRequest {
  format: 'csv' | 'json';
  content: string;
  name: string;
  authority: string;
  season: string;
  valid_from: string;
  valid_to: string;
}

export interface ImportError {
  row: number;
  field: string;
  message: string;
}

export interface ImportPreview {
  rows: number;
  preview: HotTableRowData[];
  errors: ImportError[];
}

export interface HotTableRowData {
  id?: number;
  fluid_type: FluidType;
  brand: string | null;
  oat_min_c: number | null;
  oat_max_c: number | null;
  concentration: number | null;
  cells: Record<string, unknown>;
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
export const fetchActiveHotTable = () =>
  apiRequest<(HotTableRef & { rows: HotTableRowData[] }) | null>('GET', '/api/hot_table_sets/active');
export const fetchHotTableRows = (id: number | string) =>
  apiRequest<HotTableRowData[]>('GET', `/api/hot_table_sets/${encodeURIComponent(String(id))}/rows`);
export const activateHotTable = (id: number, version: number) => apiRequest('POST', `/api/hot_table_sets/${id}/activate`, { version });
export const importHotTable = (body: ImportRequest, dryRun: boolean) =>
  apiRequest<ImportPreview>('POST', `/api/hot_table_sets/import?dry_run=${dryRun}`, body);
export const recordCheck = (id: number, body: { version: number; check_technician_id: number; checked_at?: string }) =>
  apiRequest('POST', treatment(id, '/check'), body);
export const cancelTreatment = (id: number, body: { version: number; reason: string }) =>
  apiRequest('POST', treatment(id, '/cancel'), body);
export const fetchStock = (stationId?: number) => apiRequest<StockLine[]>('GET', `/api/de_icing/stock?${query({ station_id: stationId })}`);
export const fetchMovements = (stationId: number, materialId: number) =>
  apiRequest<{ rows: StockMovement[]; total: number }>(
    'GET',
    `/api/de_icing/stock/movements?${query({ station_id: stationId, material_id: materialId })}`,
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
