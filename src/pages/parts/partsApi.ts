import type { MaterialTracking, PartRequestStatus, StockCountStatus, StockTransferStatus } from '../../../model/modules/parts/enums';
import type { MovementKind } from '../../../model/modules/stock';
import type { JobPart } from '../../../model/modules/parts/jobPart';
export type { JobPart };
import { apiRequest } from '../../providers/httpClient';
import { uploadWithProgress } from '../../providers/upload';

/** The Parts endpoints ra-data-simple-rest does not cover (server/modules/parts, docs/modules/parts.md). */
export type ExpiryStatus = 'expired' | 'expiring' | 'ok' | null;

/** One lot of a part at a station, as GET /api/stock lists it. */
export interface StockRow {
  id: number;
  station_id: number;
  station_code: string;
  material_id: number;
  part_number: string;
  description: string;
  category: string;
  tracking: MaterialTracking;
  measure_code: string;
  lot: string;
  quantity: number;
  expires_on: string | null;
  expiry_status: ExpiryStatus;
  part_cert_code: string | null;
  cert_no: string | null;
  certificate_id: number | null;
  unit_cost: number | null;
  currency: string | null;
  value: number | null;
  minimum: number | null;
  station_total: number;
  below_minimum: boolean;
}

export interface MovementRow {
  id: number;
  kind: MovementKind;
  station_id: number;
  station_code: string;
  material_id: number;
  part_number: string;
  description: string;
  measure_code: string;
  lot: string;
  quantity: number;
  moved_at: string;
  reference: string | null;
  reason: string | null;
  part_cert_code: string | null;
  cert_no: string | null;
  certificate_id: number | null;
  expires_on: string | null;
  activity_id: number | null;
  on_call_request_id: number | null;
  work_order: string | null;
  request_no: string | null;
  registration: string | null;
  created_by_name: string | null;
  reversed_by_id: number | null;
}

export interface TraceAnswer {
  material: { id: number; part_number: string; description: string; tracking: MaterialTracking };
  lot: string;
  movements: MovementRow[];
  where_now: { station_id: number; station_code: string; quantity: number }[];
  in_transit: { id: number; from_station_id: number; to_station_id: number; quantity: number; expected_at: string | null }[];
}

export interface ValuationAnswer {
  total_by_currency: { currency: string; value: number }[];
}

export interface TransferRow {
  id: number;
  version: number;
  from_station_id: number;
  to_station_id: number;
  from_station_code: string;
  to_station_code: string;
  material_id: number;
  part_number: string;
  description: string;
  measure_code: string;
  lot: string;
  quantity: number;
  status: StockTransferStatus;
  shipped_at: string;
  expected_at: string | null;
  received_at: string | null;
  reference: string | null;
}

export interface PartRequestRow {
  id: number;
  version: number;
  station_id: number;
  station_code: string;
  material_id: number;
  part_number: string;
  description: string;
  quantity: number;
  status: PartRequestStatus;
  on_call_request_id: number | null;
  request_no: string | null;
  supplier: string | null;
  order_reference: string | null;
  needed_by: string | null;
  expected_at: string | null;
  requested_at: string;
  late: boolean;
  remarks: string | null;
}

export interface CountRow {
  id: number;
  version: number;
  station_id: number;
  station_code: string;
  status: StockCountStatus;
  created_at: string;
  submitted_at: string | null;
  confirmed_at: string | null;
}

export interface CountLine {
  material_id: number;
  part_number: string;
  description: string;
  measure_code: string;
  lot: string;
  expected_quantity: number;
  counted_quantity: number | null;
  reason: string | null;
  unit_cost: number | null;
  currency: string | null;
}

export interface CountSheet extends CountRow {
  lines: CountLine[];
}

export type JobRef = { activity_id: number } | { on_call_request_id: number };

const query = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  return search.toString();
};
const listQuery = (filter: object, size = 500) => query({ filter: JSON.stringify(filter), range: JSON.stringify([0, size - 1]) });

export const fetchStock = (filter: object, size = 500) => apiRequest<StockRow[]>('GET', `/api/stock?${listQuery(filter, size)}`);
export const fetchValuation = (stationId?: number) =>
  apiRequest<ValuationAnswer>('GET', `/api/stock/valuation?${query({ station_id: stationId })}`);
export const fetchMovements = (filter: object, size = 200) =>
  apiRequest<MovementRow[]>('GET', `/api/stock_movements?${listQuery(filter, size)}&sort=${encodeURIComponent('["moved_at","DESC"]')}`);
export const fetchTrace = (materialId: number, lot: string) =>
  apiRequest<TraceAnswer>('GET', `/api/stock/trace?${query({ material_id: materialId, lot })}`);
export const stockExportUrl = (filter: object) => `/api/stock/export.xlsx?${query({ filter: JSON.stringify(filter) })}`;
export const certificateUrl = (certificateId: number) => `/api/stock_certificates/${certificateId}`;

/** The receipt is multipart: the certificate file goes with its fields. */
export function receiptForm(values: Record<string, string | number | undefined>, file: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== '') form.append(name, String(value));
  if (file) form.append('certificate', file);
  return form;
}
export const postReceipt = (form: FormData, onProgress: (percent: number) => void) =>
  uploadWithProgress('POST', '/api/stock_movements/receipt', form, onProgress);
export const receivePartRequest = (id: number, form: FormData, onProgress: (percent: number) => void) =>
  uploadWithProgress('POST', `/api/part_requests/${id}/receive`, form, onProgress);

export type MovementAction = 'issue' | 'return' | 'scrap' | 'adjustment';
export const postMovement = (action: MovementAction, body: object) => apiRequest('POST', `/api/stock_movements/${action}`, body);
export const reverseMovement = (id: number, reason: string) => apiRequest('POST', `/api/stock_movements/${id}/reverse`, { reason });

const jobPath = (job: JobRef) =>
  'activity_id' in job ? `/api/activities/${job.activity_id}/parts` : `/api/on_call_requests/${job.on_call_request_id}/parts`;
export const fetchJobParts = (job: JobRef) => apiRequest<JobPart[]>('GET', jobPath(job));
/** The lots of the job's station that could be fitted (for whoever may fit parts on it, Parts tab or not). */
export const fetchJobLots = (job: JobRef) => apiRequest<StockRow[]>('GET', `${jobPath(job)}/available`);
export const issueToJob = (job: JobRef, body: { station_id: number; material_id: number; lot?: string; quantity: number }) =>
  apiRequest('POST', jobPath(job), body);
export const returnFromJob = (job: JobRef, movementId: number) => apiRequest('DELETE', `${jobPath(job)}/${movementId}`);

export const postTransfer = (body: object) => apiRequest('POST', '/api/stock_transfers', body);
export const transferStep = (id: number, step: 'receive' | 'cancel', body: object) =>
  apiRequest('POST', `/api/stock_transfers/${id}/${step}`, body);

export const postPartRequest = (body: object) => apiRequest('POST', '/api/part_requests', body);
export const partRequestStatus = (id: number, body: object) => apiRequest('POST', `/api/part_requests/${id}/status`, body);

export const fetchCount = (id: number | string) => apiRequest<CountSheet>('GET', `/api/stock_counts/${id}`);
export const postCount = (stationId: number) => apiRequest<CountRow>('POST', '/api/stock_counts', { station_id: stationId });
export const saveCountLines = (
  id: number,
  version: number,
  lines: { material_id: number; lot: string; counted_quantity: number | null; reason?: string }[],
) => apiRequest<CountSheet>('PUT', `/api/stock_counts/${id}/lines`, { version, lines });
export const countStep = (id: number, step: 'submit' | 'confirm' | 'cancel', version: number) =>
  apiRequest<CountSheet>('POST', `/api/stock_counts/${id}/${step}`, { version });
export const countSheetUrl = (id: number) => `/api/stock_counts/${id}/sheet.xlsx`;
export const fetchPartRequests = (filter: object) =>
  apiRequest<PartRequestRow[]>('GET', `/api/part_requests?${listQuery(filter)}&sort=${encodeURIComponent('["requested_at","ASC"]')}`);
export const fetchCounts = () =>
  apiRequest<CountRow[]>('GET', `/api/stock_counts?${listQuery({}, 200)}&sort=${encodeURIComponent('["created_at","DESC"]')}`);
