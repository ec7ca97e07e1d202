/**
 * How much a year of operations holds at a given scale (1 = the target size over 3 regions).
 * Technicians and tools grow with the work so a station's roster stays in proportion to its
 * activities (~70 turnarounds a day at a station need ~18 technicians on a 5-on-2-off roster).
 */
export interface YearSize {
  activities: number;
  onCallRequests: number;
  treatments: number;
  techniciansPerStation: number;
  toolsPerStation: number;
}

export function yearSize(scale: number): YearSize {
  return {
    activities: Math.max(100, Math.round(500_000 * scale)),
    onCallRequests: Math.max(20, Math.round(50_000 * scale)),
    treatments: Math.max(20, Math.round(100_000 * scale)),
    techniciansPerStation: Math.max(3, Math.round(18 * scale)),
    toolsPerStation: Math.max(3, Math.round(25 * scale)),
  };
}

/** The days seeded: the 365 days ending today, so the last full quarter is always inside. */
export const yearDays = 365;
