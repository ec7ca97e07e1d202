/**
 * The re-plan a movement proposes (docs/modules/movements.md, "Re-plan"): a job moved by a movement
 * now overlaps another job of someone on its crew, or its new times make someone on it break another
 * assignment rule (a roster or rest rule). Before auto-assign fills the day's open seats again, that
 * person is released from a job — these rules say which.
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

/** Someone on the moved job whose re-check found a rule they now break there (activity_assignments.broken_rules). */
export interface RuleBreak {
  technician_id: number;
  moved: BookedJob;
}

export type Release =
  | { technician_id: number; activity_id: number; reason?: 'rules_broken' }
  | { technician_id: number; activity_id: null; reason: 'both_started' };

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

/**
 * One release per technician and job, whatever number of jobs they clash with: for each clash
 * (releaseFor), and for each rule broken on the moved job, from that job — unless it has started,
 * when they stay on it (the job shows the broken rule) and the planner decides.
 */
export function releasesFor(clashes: readonly Clash[], breaks: readonly RuleBreak[] = []): Release[] {
  const seen = new Set<string>();
  const releases: Release[] = [
    ...clashes.map(releaseFor),
    ...breaks
      .filter((b) => !started(b.moved))
      .map((b) => ({ technician_id: b.technician_id, activity_id: b.moved.activity_id, reason: 'rules_broken' as const })),
  ];
  return releases.filter((release) => {
    const key = `${release.technician_id}:${release.activity_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
