/** The roster contract (GET / PUT /api/roster, docs/modules/manpower.md), as the server declares it (model/modules/manpower/rosterRecords.ts). */
export type {
  Roster,
  RosterRule,
  RosterSaved,
  RosterShift,
  RosterShiftType,
  RosterStation,
  RosterTechnician,
  RosterViolation,
} from '../../../model/modules/manpower/rosterRecords';

/** The demand comes as the model computes it (model/modules/manpower/demand.ts). */
export type { DemandBand, DemandDay } from '../../../model/modules/manpower/demand';

/** One cell set (a shift type) or cleared (null), with the version read (null: the cell was empty). */
export interface RosterChange {
  technician_id: number;
  local_date: string;
  shift_type_id: number | null;
  version: number | null;
}

/** The cell of a technician on a day. */
export const cellKey = (technicianId: number, localDate: string) => `${technicianId}|${localDate}`;
