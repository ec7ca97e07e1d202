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

/** GET /api/activities/:id/rts and one ranked candidate of GET /api/activities/:id/eligible_technicians. */
export type { EligibleTechnician, RtsPreview } from '../../../../model/modules/scheduled/workRecords';

export type TimeField = 'eta_at' | 'etd_at' | 'ata_at' | 'atd_at';
export const timeFields: readonly TimeField[] = ['eta_at', 'etd_at', 'ata_at', 'atd_at'];

/**
 * Whether a cached activity is the page's full record: react-admin fills the getOne cache with
 * the list's rows (no services, assignments …) until the record's own read answers.
 */
export function isActivityDetail(record: ActivityRow | ActivityDetail | undefined): record is ActivityDetail {
  return !!record && Array.isArray((record as ActivityDetail).services);
}
