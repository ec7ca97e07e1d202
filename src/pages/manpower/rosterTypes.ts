import type { DemandDay } from '../../../model/modules/manpower/demand';
import type { ShiftKind } from '../../../model/modules/manpower/enums';

/** The roster contract (GET / PUT /api/roster, docs/modules/manpower.md), as the browser reads it. */
export interface RosterStation {
  id: number;
  code: string;
  name: string;
  region_id: number;
  time_zone: string;
  country: string;
}

export interface RosterShiftType {
  id: number;
  code: string;
  name: string;
  kind: ShiftKind;
  start_time: string | null;
  end_time: string | null;
  paid_minutes: number;
  colour: string;
  active: boolean;
}

export interface RosterTechnician {
  id: number;
  name: string;
  employee_no: string | null;
  home_station_id: number | null;
}

export interface RosterShift {
  id: number;
  technician_id: number;
  local_date: string;
  shift_type_id: number;
  version: number;
  breach_rules: string[];
  breach_reason: string | null;
}

export interface RosterViolation {
  technician_id: number;
  local_date: string;
  rule: string;
  /** i18n key manpower.rules.<rule>.<reason>. */
  reason: string;
  params?: Record<string, string | number>;
}

/** The demand comes as the model computes it (model/modules/manpower/demand.ts). */
export type { DemandBand, DemandDay } from '../../../model/modules/manpower/demand';

export interface RosterRule {
  rule: string;
  value: number;
  unit: string;
  citation_key: string;
  applies: boolean;
}

export interface Roster {
  station: RosterStation;
  from: string;
  to: string;
  shift_types: RosterShiftType[];
  technicians: RosterTechnician[];
  shifts: RosterShift[];
  violations: RosterViolation[];
  demand: DemandDay[];
  rules: RosterRule[];
}

/** One cell set (a shift type) or cleared (null), with the version read (null: the cell was empty). */
export interface RosterChange {
  technician_id: number;
  local_date: string;
  shift_type_id: number | null;
  version: number | null;
}

export interface RosterSaved {
  saved: number;
  shifts: RosterShift[];
  violations: RosterViolation[];
}

/** The cell of a technician on a day. */
export const cellKey = (technicianId: number, localDate: string) => `${technicianId}|${localDate}`;
