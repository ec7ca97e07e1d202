import type { DueStatus } from '../../../model/dueStatus';
import type { RuleResult } from '../../../model/ruleCatalogue';
import type {
  BookableKind,
  BookingPurpose,
  CalibrationResult,
  ResourceTransferStatus,
} from '../../../model/modules/resource_allocation/enums';
import { apiRequest } from '../../providers/httpClient';

/** The Resources endpoints (server/modules/resource_allocation, docs/modules/resource_allocation.md). */
export interface BookableResource {
  /** `<kind>:<id>`, e.g. `truck:12`: one key across the three tables. */
  key: string;
  kind: BookableKind;
  id: number;
  label: string;
  station_id: number;
  station_code: string;
  category_id: number | null;
  category_name: string | null;
  colour: string | null;
  status: string;
  next_due: string | null;
  next_service_date: string | null;
  insurance_expiry: string | null;
  /** Whether it may be booked today, with every rule's verdict. */
  available: boolean;
  reasons: RuleResult[];
}

export interface ResourceBooking {
  id: number;
  key: string;
  kind: BookableKind;
  resource_id: number;
  starts_at: string;
  ends_at: string;
  purpose: BookingPurpose;
  label: string;
  activity_id: number | null;
  on_call_request_id: number | null;
  de_icing_treatment_id: number | null;
  resource_transfer_id: number | null;
  movable: boolean;
  version: number;
}

/** A stretch a resource cannot be booked: `reason` is an i18n key of the availability rules. */
export interface UnavailablePeriod {
  key: string;
  from: string;
  to: string;
  reason: string;
  params?: Record<string, string | number>;
}

export interface ResourceStation {
  id: number;
  code: string;
  name: string;
  time_zone: string;
}

export interface BookingsPeriod {
  bookings: ResourceBooking[];
  unavailable: UnavailablePeriod[];
  stations: ResourceStation[];
}

export interface ResourceFilters {
  station_id?: number | null;
  kind?: BookableKind | null;
  category_id?: number | null;
}

export interface NewBooking {
  kind: BookableKind;
  resource_id: number;
  starts_at: string;
  ends_at: string;
  purpose?: BookingPurpose;
  note?: string;
  override_reason?: string;
}

/** A due-list row: the resource, with `status` how close its date is and `resource_status` its own (in_service, out_for_calibration …). */
export type DueEntry = Omit<BookableResource, 'status'> & { status: Exclude<DueStatus, 'valid' | 'none'>; resource_status: string };
export interface DueLists {
  calibration: DueEntry[];
  service: DueEntry[];
  insurance: DueEntry[];
}

export interface ToolCalibration {
  id: number;
  sent_at: string;
  provider: string | null;
  returned_at: string | null;
  calibrated_on: string | null;
  certificate: string | null;
  result: CalibrationResult | null;
  remarks: string | null;
}

export interface CalibrationReturn {
  calibrated_on: string;
  certificate: string;
  result: CalibrationResult;
  remarks?: string;
}

/** One job a calibrated tool was used on: an activity (work order) or an on-call request. */
export interface ToolUsage {
  activity_id: number | null;
  on_call_request_id?: number | null;
  request_no?: string | null;
  work_order: string | null;
  local_date: string;
  station_code: string;
  registration: string | null;
  aircraft_type_code: string | null;
  customer_name: string | null;
  starts_at: string;
  ends_at: string;
}

export interface ResourceTransfer {
  id: number;
  kind: BookableKind;
  resource_id: number;
  label: string;
  from_station_id: number;
  from_station_code: string;
  to_station_id: number;
  to_station_code: string;
  departs_at: string;
  arrives_at: string;
  status: ResourceTransferStatus;
  note: string | null;
  version: number;
}

export interface NewTransfer {
  kind: BookableKind;
  resource_id: number;
  to_station_id: number;
  departs_at: string;
  arrives_at: string;
  note?: string;
}

/** A query string of the values that are set (empty filters mean "all"). */
export function query(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}

const id = (value: number) => encodeURIComponent(String(value));

export const fetchResources = (filters: ResourceFilters) =>
  apiRequest<BookableResource[]>('GET', `/api/resources?${query({ ...filters })}`);
export const fetchBookings = (filters: ResourceFilters & { from: string; to: string }) =>
  apiRequest<BookingsPeriod>('GET', `/api/resource_bookings?${query({ ...filters })}`);
export const createBooking = (body: NewBooking) => apiRequest<ResourceBooking>('POST', '/api/resource_bookings', body);
export const moveBooking = (bookingId: number, body: { version: number; starts_at: string; ends_at: string }) =>
  apiRequest<ResourceBooking>('PUT', `/api/resource_bookings/${id(bookingId)}`, body);
export const releaseBooking = (bookingId: number) => apiRequest<unknown>('DELETE', `/api/resource_bookings/${id(bookingId)}`);

export const fetchDueLists = (filters: { station_id?: number | null; kind?: BookableKind | null }) =>
  apiRequest<DueLists>('GET', `/api/resources/due?${query({ ...filters })}`);
export const sendForCalibration = (toolId: number, body: { provider?: string }) =>
  apiRequest<{ clashes?: ResourceBooking[] }>('POST', `/api/calibrated_tools/${id(toolId)}/calibration/send`, body);
export const returnFromCalibration = (toolId: number, body: CalibrationReturn) =>
  apiRequest<unknown>('POST', `/api/calibrated_tools/${id(toolId)}/calibration/return`, body);
export const fetchCalibrations = (toolId: number) =>
  apiRequest<ToolCalibration[]>('GET', `/api/calibrated_tools/${id(toolId)}/calibrations`);
/** The tool's jobs within [from, to]: by default since its last good calibration before the latest. */
export interface ToolUsagePeriod {
  from: string | null;
  to: string;
  usage: ToolUsage[];
}
export const fetchToolUsage = (toolId: number) => apiRequest<ToolUsagePeriod>('GET', `/api/calibrated_tools/${id(toolId)}/usage`);

export const fetchTransfers = () => apiRequest<ResourceTransfer[]>('GET', '/api/resource_transfers');
export const createTransfer = (body: NewTransfer) => apiRequest<ResourceTransfer>('POST', '/api/resource_transfers', body);
export const arriveTransfer = (transfer: ResourceTransfer) =>
  apiRequest<ResourceTransfer>('POST', `/api/resource_transfers/${id(transfer.id)}/arrive`, { version: transfer.version });
export const cancelTransfer = (transfer: ResourceTransfer) =>
  apiRequest<ResourceTransfer>('POST', `/api/resource_transfers/${id(transfer.id)}/cancel`, { version: transfer.version });
