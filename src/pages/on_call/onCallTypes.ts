import type { DispatchRole, MelStatus, RequestPriority, RequestStatus } from '../../../model/modules/on_call/enums';
import type { RuleResult } from '../../../model/ruleCatalogue';

/** A row of GET /api/on_call_requests (docs/modules/on_call.md), with the names the screens show. */
export interface RequestRow {
  id: number;
  version: number;
  request_no: string;
  customer_id: number;
  customer_name: string;
  airport_id: number;
  airport_iata: string | null;
  station_id: number | null;
  station_code: string | null;
  aircraft_type_id: number | null;
  aircraft_type_code: string | null;
  registration: string | null;
  flight_no: string | null;
  std_at: string | null;
  caller_name: string;
  caller_phone: string;
  priority: RequestPriority;
  defect: string;
  ata_chapter: string | null;
  mel_status: MelStatus;
  tech_log_ref: string | null;
  part_numbers: string[];
  customer_po: string | null;
  status: RequestStatus;
  requested_at: string;
  eta_at: string | null;
  dispatched_at: string | null;
  on_site_at: string | null;
  completed_at: string | null;
  closed_at: string | null;
  cancel_reason: string | null;
  remarks: string | null;
  response_target_minutes: number | null;
  /** The crew's names, lead first ("Ana Silva, Bo Chen"); empty before dispatch. */
  technician_names: string | null;
}

export interface RequestTechnician {
  id: number;
  technician_id: number;
  name: string;
  role: DispatchRole;
  worked_minutes: number | null;
  override_reason: string | null;
  overridden_rules: string[];
}

export interface RequestEvent {
  to_status: RequestStatus;
  from_status: RequestStatus | null;
  at: string;
  recorded_by_name: string | null;
  note: string | null;
}

export interface RequestExpense {
  id: number;
  expense_id: number;
  expense_name: string;
  quantity: number;
  rate: number;
  amount: number;
  currency: string;
  incurred_at: string;
  remarks: string | null;
  has_receipt: boolean;
}

/** GET /api/on_call_requests/:id — the row with everything the request page shows. */
export interface RequestDetail extends RequestRow {
  technicians: RequestTechnician[];
  events: RequestEvent[];
  expenses: RequestExpense[];
  rts: { signed_at: string; technician_name: string; licence: string } | null;
  permissions: { write: boolean; record: boolean; sign: boolean };
}

export interface SuggestedTechnician {
  technician_id: number;
  name: string;
  home_station_id: number | null;
  ok: boolean;
  rules: RuleResult[];
  rostered: boolean;
  on_standby?: boolean;
}

export interface StationSuggestion {
  station_id: number;
  code: string;
  name: string;
  /** Null when the road trip does not say and a position is missing. */
  distance_km: number | null;
  travel_minutes: number;
  source: 'road_trip' | 'great_circle';
  road_trip_id: number | null;
  eta_at: string;
  trucks: { id: number; registration: string; type: string; status: string }[];
  technicians: SuggestedTechnician[];
}

/** GET /api/on_call/board: an open request with its clock as the server read it, and its crew. */
export interface BoardRequest extends Omit<RequestRow, 'technician_names'> {
  technicians: { technician_id: number; name: string; role: string }[];
  elapsed_minutes: number;
  target_minutes: number | null;
  late: boolean;
}
