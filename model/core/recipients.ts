/**
 * Who hears of a change to an activity (docs/modules/notifications.md): the technician's own account and the station's
 * supervisors — never the person who made the change. Supervisors are those of the activity's region;
 * when some of them are posted at the activity's station (a technician record there), only those.
 */

export interface SupervisorCandidate {
  userId: number;
  /** The stations where this user has a technician record (home station). */
  stationIds: readonly number[];
}

/** The supervisors of a station: those posted there, else every supervisor of the region. */
export function stationSupervisors(candidates: readonly SupervisorCandidate[], stationId: number): number[] {
  const posted = candidates.filter((c) => c.stationIds.includes(stationId));
  return (posted.length ? posted : candidates).map((c) => c.userId);
}

/** The recipients, each once, without the actor. */
export function recipientsWithoutActor(userIds: readonly (number | null | undefined)[], actorUserId: number | null): number[] {
  return [...new Set(userIds.filter((id): id is number => typeof id === 'number' && id !== actorUserId))];
}
