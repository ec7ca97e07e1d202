import type { DispatchRole } from '../../../model/modules/on_call/enums';
import type {
  BoardRequest,
  DispatchSuggestions,
  Duplicate,
  IntakeAnswer,
  Kpis,
  RequestCatalogue,
  RequestDetail,
} from '../../../model/modules/on_call/requestRecords';
import type { z } from 'zod';
import type { dispatchSchema, statusStepSchema } from '../../../model/modules/on_call/requestSchemas';
import { apiRequest } from '../../providers/httpClient';

export type { Duplicate, ExpenseType, Kpis, RequestCatalogue } from '../../../model/modules/on_call/requestRecords';

/** The On-Call endpoints beyond ra-data-simple-rest's list (server/modules/on_call, docs/modules/on_call.md). */
const base = '/api/on_call_requests';
const request = (id: number | string, rest = '') => `${base}/${encodeURIComponent(String(id))}${rest}`;
const query = (filter: object) =>
  new URLSearchParams(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** The bodies as the browser sends them (JSON: instants as ISO text), checked by the model's schemas at the server. */
type Intake = Record<string, unknown>;
type IntakeEdit = Record<string, unknown> & { version: number };
type Dispatch = z.input<typeof dispatchSchema>;
type StatusStep = z.input<typeof statusStepSchema>;

export const fetchBoard = () => apiRequest<BoardRequest[]>('GET', '/api/on_call/board');
export const fetchKpis = (filter: { from: string; to: string; customer_id?: number | '' }) =>
  apiRequest<Kpis>('GET', `/api/on_call/kpis?${query(filter)}`);
export const fetchDuplicates = (registration: string) => apiRequest<Duplicate[]>('GET', `${base}/duplicates?${query({ registration })}`);
export const fetchKnownAircraft = (registration: string) =>
  apiRequest<{ aircraft_type_id: number | null }>('GET', `${base}/aircraft?${query({ registration })}`);
export const createRequest = (body: Intake) => apiRequest<IntakeAnswer>('POST', base, body);
export const fetchRequest = (id: number | string) => apiRequest<RequestDetail>('GET', request(id));
export const updateRequest = (id: number, body: IntakeEdit) => apiRequest<RequestDetail>('PUT', request(id), body);
export const fetchSuggestions = (id: number, stationId?: number) =>
  apiRequest<DispatchSuggestions>('GET', request(id, `/dispatch_suggestions?${query({ station_id: stationId })}`));
export const dispatchRequest = (id: number, body: Dispatch) => apiRequest<RequestDetail>('POST', request(id, '/dispatch'), body);
export const recordStatus = (id: number, body: StatusStep) => apiRequest<RequestDetail>('POST', request(id, '/status'), body);
/** The crew after dispatch; a member is named by their technician id. */
export const setWorkedMinutes = (id: number, technicianId: number, body: { version: number; worked_minutes: number }) =>
  apiRequest('PUT', request(id, `/technicians/${technicianId}`), body);
export const addCrewMember = (id: number, body: { version: number; technician_id: number; role: DispatchRole; override_reason?: string }) =>
  apiRequest<RequestDetail>('POST', request(id, '/technicians'), body);
export const removeCrewMember = (id: number, technicianId: number) =>
  apiRequest<RequestDetail>('DELETE', request(id, `/technicians/${technicianId}`));
export function addExpense(
  id: number,
  fields: { expense_id: number; quantity: number; incurred_at: string; remarks?: string },
  receipt: File | null,
) {
  const form = new FormData();
  Object.entries(fields).forEach(([key, value]) => value !== undefined && value !== '' && form.append(key, String(value)));
  if (receipt) form.append('receipt', receipt);
  return apiRequest('POST', request(id, '/expenses'), form);
}
export const removeExpense = (id: number, expenseRowId: number) => apiRequest('DELETE', request(id, `/expenses/${expenseRowId}`));
export const receiptUrl = (id: number, expenseRowId: number) => request(id, `/expenses/${expenseRowId}/receipt`);

/** What the request page picks from (expense types, materials, RTS statements), readable by a dispatched technician too. */
export const fetchCatalogue = (id: number, q = '') => apiRequest<RequestCatalogue>('GET', request(id, `/catalogue?${query({ q })}`));
export const signRequestRts = (id: number, body: { rts_id: number; password: string }) => apiRequest('POST', request(id, '/rts'), body);
export const rtsPdfUrl = (id: number) => request(id, '/rts.pdf');
