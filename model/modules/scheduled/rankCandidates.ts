import type { RuleResult } from './ruleResult';

export interface Candidate {
  name: string;
  home_station_id: number | null;
  rules: readonly RuleResult[];
}

const failures = (candidate: Candidate) => candidate.rules.filter((result) => !result.ok).length;

/**
 * The eligible-technicians order: fewest failed rules first, then those based at the activity's
 * station (no travel), then by name. A new array; the input is left as it was.
 */
export function rankCandidates<T extends Candidate>(candidates: readonly T[], activityStationId: number): T[] {
  const away = (candidate: T) => (candidate.home_station_id === activityStationId ? 0 : 1);
  return [...candidates].sort((a, b) => failures(a) - failures(b) || away(a) - away(b) || a.name.localeCompare(b.name, 'en'));
}
