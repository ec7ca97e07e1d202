/**
 * The re-plan a movement proposes (docs/modules/movements.md, "Re-plan"): a job moved by a movement
 * now overlaps another job of someone on its crew. Before auto-assign fills the day's open seats
 * again, that person is released from one of the two jobs — this rule says which.
 */
export interface BookedJob {
  activity_id: number;
  status: string;
}

export interface Clash {
  technician_id: number;
  /** The job the movement re-timed. */
  moved: BookedJob;
  /** The job it now overlaps for this technician. */
  other: BookedJob;
}

export type Release = { technician_id: number; activity_id: number } | { technician_id: number; activity_id: null; reason: 'both_started' };

const started = (job: BookedJob) => job.status === 'in_progress' || job.status === 'completed';

/**
 * The moved job gives the person up: the other job was planned around them, the movement made the
 * clash. A job already started keeps its crew, so then the other one gives them up; when both have
 * started nobody is released and the planner decides (`both_started`).
 */
export function releaseFor(clash: Clash): Release {
  if (!started(clash.moved)) return { technician_id: clash.technician_id, activity_id: clash.moved.activity_id };
  if (!started(clash.other)) return { technician_id: clash.technician_id, activity_id: clash.other.activity_id };
  return { technician_id: clash.technician_id, activity_id: null, reason: 'both_started' };
}

/** One release per technician and job, whatever number of jobs they clash with. */
export function releasesFor(clashes: readonly Clash[]): Release[] {
  const seen = new Set<string>();
  return clashes.map(releaseFor).filter((release) => {
    const key = `${release.technician_id}:${release.activity_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
