import type { RuleResult } from '../../../../model/modules/scheduled/ruleResult';

export type { RuleResult } from '../../../../model/modules/scheduled/ruleResult';
export type {
  ActivityAllocation,
  ActivityAssignment,
  ActivityConflict,
  ActivityDetail,
  ActivityRow,
  ActivityService,
  SignedRts,
} from '../../../../model/modules/scheduled/activityRecords';
import type { ActivityDetail, ActivityRow } from '../../../../model/modules/scheduled/activityRecords';

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
