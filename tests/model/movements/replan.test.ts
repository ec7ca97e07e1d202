import { describe, expect, it } from 'vitest';
import { releasesFor, releaseFor } from '../../../model/modules/movements';

const job = (activity_id: number, status = 'assigned') => ({ activity_id, status });

describe('releaseFor: who gives up a technician double-booked by a movement', () => {
  it('releases the technician from the job the movement moved', () => {
    expect(releaseFor({ technician_id: 7, moved: job(1), other: job(2) })).toEqual({ technician_id: 7, activity_id: 1 });
  });

  it('keeps the crew of a moved job already started, and releases them from the other job', () => {
    expect(releaseFor({ technician_id: 7, moved: job(1, 'in_progress'), other: job(2) })).toEqual({ technician_id: 7, activity_id: 2 });
  });

  it('releases nobody when both jobs have started: the planner decides', () => {
    expect(releaseFor({ technician_id: 7, moved: job(1, 'in_progress'), other: job(2, 'completed') })).toEqual({
      technician_id: 7,
      activity_id: null,
      reason: 'both_started',
    });
  });

  it('releases a technician once from the moved job, however many jobs they clash with', () => {
    const releases = releasesFor([
      { technician_id: 7, moved: job(1), other: job(2) },
      { technician_id: 7, moved: job(1), other: job(3) },
      { technician_id: 8, moved: job(1), other: job(2) },
    ]);
    expect(releases).toEqual([
      { technician_id: 7, activity_id: 1 },
      { technician_id: 8, activity_id: 1 },
    ]);
  });

  it('releases whoever now breaks a roster or rest rule from the moved job, once, and nobody from a job already started', () => {
    const releases = releasesFor(
      [{ technician_id: 7, moved: job(1), other: job(2) }],
      [
        { technician_id: 7, moved: job(1) },
        { technician_id: 9, moved: job(1) },
      ],
    );
    expect(releases).toEqual([
      { technician_id: 7, activity_id: 1 },
      { technician_id: 9, activity_id: 1, reason: 'rules_broken' },
    ]);
    expect(releasesFor([], [{ technician_id: 9, moved: job(1, 'in_progress') }])).toEqual([]);
  });
});
