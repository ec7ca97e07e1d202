import type { BookableKind, BookingPurpose, CalibrationResult } from '../../../model/modules/resource_allocation/enums';
import type {
  BookingRow,
  BookingsPeriod,
  CalibrationReturned,
  CalibrationSent,
  DueLists,
  ResourceRecord,
  ResourceTransfer,
  ToolCalibration,
  ToolUsagePeriod,
  TransferRow,
} from '../../../model/modules/resource_allocation/resourceRecords';
import { apiRequest } from '../../providers/httpClient';

/**
 * The Resources endpoints (server/modules/resource_allocation, docs/modules/resource_allocation.md). What they
 * answer is typed from the response schemas the server declares (model/modules/resource_allocation/resourceRecords.ts).
 */
export type {
  BookingsPeriod,
  DueEntry,
  DueLists,
  ResourceStation,
  ResourceTransfer,
  ToolCalibration,
  ToolUsage,
  ToolUsagePeriod,
  UnavailablePeriod,
} from '../../../model/modules/resource_allocation/resourceRecords';
/** A bookable resource with whether it may be booked today, with every rule's verdict. */
export type { ResourceRecord as BookableResource } from '../../../model/modules/resource_allocation/resourceRecords';
/** A live booking as the timeline draws it. */
export type { TimelineBooking as ResourceBooking } from '../../../model/modules/resource_allocation/resourceRecords';

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

export interface CalibrationReturn {
  calibrated_on: string;
  certificate: string;
  result: CalibrationResult;
  remarks?: string;
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

export const fetchResources = (filters: ResourceFilters) => apiRequest<ResourceRecord[]>('GET', `/api/resources?${query({ ...filters })}`);
export const fetchBookings = (filters: ResourceFilters & { from: string; to: string }) =>
  apiRequest<BookingsPeriod>('GET', `/api/resource_bookings?${query({ ...filters })}`);
export const createBooking = (body: NewBooking) => apiRequest<BookingRow>('POST', '/api/resource_bookings', body);
export const moveBooking = (bookingId: number, body: { version: number; starts_at: string; ends_at: string }) =>
  apiRequest<BookingRow>('PUT', `/api/resource_bookings/${id(bookingId)}`, body);
export const releaseBooking = (bookingId: number) => apiRequest<BookingRow>('DELETE', `/api/resource_bookings/${id(bookingId)}`);

export const fetchDueLists = (filters: { station_id?: number | null; kind?: BookableKind | null }) =>
  apiRequest<DueLists>('GET', `/api/resources/due?${query({ ...filters })}`);
export const sendForCalibration = (toolId: number, body: { provider?: string }) =>
  apiRequest<CalibrationSent>('POST', `/api/calibrated_tools/${id(toolId)}/calibration/send`, body);
export const returnFromCalibration = (toolId: number, body: CalibrationReturn) =>
  apiRequest<CalibrationReturned>('POST', `/api/calibrated_tools/${id(toolId)}/calibration/return`, body);
export const fetchCalibrations = (toolId: number) =>
  apiRequest<ToolCalibration[]>('GET', `/api/calibrated_tools/${id(toolId)}/calibrations`);
/** The tool's jobs within [from, to]: by default since its last good calibration before the latest. */
export const fetchToolUsage = (toolId: number) => apiRequest<ToolUsagePeriod>('GET', `/api/calibrated_tools/${id(toolId)}/usage`);

export const fetchTransfers = () => apiRequest<ResourceTransfer[]>('GET', '/api/resource_transfers');
export const createTransfer = (body: NewTransfer) => apiRequest<TransferRow>('POST', '/api/resource_transfers', body);
export const arriveTransfer = (transfer: ResourceTransfer) =>
  apiRequest<TransferRow>('POST', `/api/resource_transfers/${id(transfer.id)}/arrive`, { version: transfer.version });
export const cancelTransfer = (transfer: ResourceTransfer) =>
  apiRequest<TransferRow>('POST', `/api/resource_transfers/${id(transfer.id)}/cancel`, { version: transfer.version });
