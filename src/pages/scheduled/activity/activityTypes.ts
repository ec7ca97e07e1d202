import type { ActivityStatus, AllocationKind, AssignmentRole, ServiceStatus } from '../../../../model/modules/scheduled/enums';
import type { RuleResult } from '../../../../model/modules/scheduled/ruleResult';

export type { RuleResult } from '../../../../model/modules/scheduled/ruleResult';

/** A row of GET /api/activities (docs/modules/scheduled.md), with the display names the page needs. */
export interface ActivityRow {
  id: number;
  work_order: string;
  region_id: number;
  station_id: number;
  customer_id: number;
  aircraft_type_id: number;
  flight_schedule_id: number | null;
  local_date: string;
  inbound_flight_no: string | null;
  outbound_flight_no: string | null;
  registration: string | null;
  sta_at: string | null;
  std_at: string | null;
  eta_at: string | null;
  etd_at: string | null;
  ata_at: string | null;
  atd_at: string | null;
  status: ActivityStatus;
  cancel_reason: string | null;
  needs_review: boolean;
  technician_ids: number[];
  lead_technician_id: number | null;
  service_count: number;
  services_done: number;
  conflict: boolean;
  version: number;
  // A technician may not read stations or customers (settings), so the row names them.
  station_code?: string;
  station_time_zone?: string;
  customer_name?: string;
  aircraft_type_code?: string;
}

export interface ActivityService {
  id: number;
  service_id: number;
  code: string;
  name: string;
  status: ServiceStatus;
  standard_minutes: number;
  completed_at: string | null;
}

export interface ActivityAssignment {
  id: number;
  technician_id: number;
  name: string;
  role: AssignmentRole;
  planned_minutes: number | null;
  actual_minutes: number | null;
  override_reason: string | null;
  overridden_rules: string[] | null;
}

export interface ActivityAllocation {
  id: number;
  kind: AllocationKind;
  resource_id: number;
  label: string;
  override_reason: string | null;
}

export interface ActivityConflict {
  technician_id: number;
  activity_id: number;
  work_order: string;
}

export interface SignedRts {
  signed_at: string;
  signed_by_name: string;
  technician_name: string;
  licence: string;
  statement: string;
  sha256: string;
}

/** GET /api/activities/:id. */
export interface ActivityDetail extends ActivityRow {
  station_code: string;
  /** The station's airport IANA zone: the page shows times in it. */
  station_time_zone: string;
  customer_name: string;
  aircraft_type_code: string;
  services: ActivityService[];
  assignments: ActivityAssignment[];
  allocations: ActivityAllocation[];
  conflicts: ActivityConflict[];
  rts: SignedRts | null;
  remarks: string | null;
  defects: string | null;
}

/** GET /api/activities/:id/rts: the statement to sign and whether the caller may. */
export interface RtsPreview {
  template_id: number | null;
  statement: string;
  rules: RuleResult[];
  can_sign: boolean;
}

/** One ranked candidate of GET /api/activities/:id/eligible_technicians. */
export interface EligibleTechnician {
  technician_id: number;
  name: string;
  home_station_id: number | null;
  ok: boolean;
  rules: RuleResult[];
}

export type TimeField = 'eta_at' | 'etd_at' | 'ata_at' | 'atd_at';
export const timeFields: readonly TimeField[] = ['eta_at', 'etd_at', 'ata_at', 'atd_at'];

/**
 * Whether a cached activity is the page's full record: react-admin fills the getOne cache with
 * the list's rows (no services, assignments …) until the record's own read answers.
 */
export function isActivityDetail(record: ActivityRow | ActivityDetail | undefined): record is ActivityDetail {
  return !!record && Array.isArray((record as ActivityDetail).services);
}
