import type {
  CountRecord,
  CountSheet,
  JobPart,
  LotTrace,
  MovementRow,
  PartRequestRecord,
  StockRow,
  StockValuation,
  TransferRecord,
} from '../../../model/modules/parts/partsRecords';
import { apiRequest } from '../../providers/httpClient';
import { uploadWithProgress } from '../../providers/upload';

/**
 * The Parts endpoints ra-data-simple-rest does not cover (server/modules/parts, docs/modules/parts.md).
 * Their answers are typed as the server declares them (model/modules/parts/partsRecords.ts).
 */
export type { CountLine, CountSheet, JobPart, MovementRow, StockRow } from '../../../model/modules/parts/partsRecords';
export type ExpiryStatus = StockRow['expiry_status'];
export type TraceAnswer = LotTrace;
export type ValuationAnswer = StockValuation;
export type TransferRow = TransferRecord;
export type PartRequestRow = PartRequestRecord;
export type CountRow = CountRecord;

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
export const postCount = (stationId: number) => apiRequest<CountSheet>('POST', '/api/stock_counts', { station_id: stationId });
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
