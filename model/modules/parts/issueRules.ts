import type { MaterialTracking } from './enums';
import { lotRules, shelfLifeRule } from './receiptRules';
import { partsPassed, partsRefused, type RuleResult } from './ruleResult';

/** The lot the part would leave from, as it stands (null: the station never held it). */
export interface IssuedLot {
  quantity: number;
  expires_on: string | null;
}

/** The job a part is issued to (a Scheduled activity or an On-Call request). */
export interface IssueJob {
  station_id: number | null;
  /** Closed or cancelled: its parts list is final. */
  finished: boolean;
}

export interface IssueFacts {
  material: { tracking: MaterialTracking };
  station_id: number;
  lot: string | null;
  quantity: number;
  stockLot: IssuedLot | null;
  job: IssueJob | null;
  /** The station's ISO day now. */
  today: string;
}

/** The job is at the station the part leaves from, and still open. */
function jobRules(job: IssueJob | null, stationId: number): RuleResult[] {
  if (!job) return [];
  return [
    job.station_id === stationId ? partsPassed('job') : partsRefused('job', 'other_station'),
    job.finished ? partsRefused('job', 'closed') : partsPassed('job'),
  ];
}

/**
 * Every rule of an issue from stock: a tracked part names its serial or batch, a serial is one unit
 * and is in this station's stock (so a serial is never issued twice), an expired batch is not issued
 * (its expiry day still is), and the job is open at this station. Not enough of a batch or bulk
 * material is the ledger's refusal (StockShortage), which sees concurrent issues.
 */
export function checkIssue({ material, station_id, lot, quantity, stockLot, job, today }: IssueFacts): RuleResult[] {
  const results = [...lotRules(material, lot, quantity), ...jobRules(job, station_id)];
  if (material.tracking === 'serial' && lot) {
    results.push(stockLot && stockLot.quantity > 0 ? partsPassed('serial') : partsRefused('serial', 'not_in_stock', { serial: lot }));
  }
  results.push(shelfLifeRule(stockLot?.expires_on ?? null, today));
  return results;
}

/** A return from a job: a tracked part names its lot, and not more than the job holds of that lot. */
export function checkReturn(
  material: { tracking: MaterialTracking },
  lot: string | null,
  quantity: number,
  heldByJob: number,
): RuleResult[] {
  return [
    ...lotRules(material, lot, quantity),
    quantity <= heldByJob + 1e-9
      ? partsPassed('return_quantity')
      : partsRefused('return_quantity', 'more_than_issued', { quantity, issued: heldByJob }),
  ];
}
