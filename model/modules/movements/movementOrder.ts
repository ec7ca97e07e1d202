import type { FlightMovement } from './flightMovement';

export const movementTimeFields = ['eta_at', 'etd_at', 'ata_at', 'atd_at'] as const;
export type MovementTimeField = (typeof movementTimeFields)[number];
export type JobTimes = Record<MovementTimeField, Date | null>;

/** For each time of a job, when the movement that last set it was sent (or received, when it did not say). */
export type TimeStamps = Partial<Record<MovementTimeField, Date>>;

/** Why a time of a movement is not applied: each is a reason the movements screen shows. */
export type SkippedTime = { field: MovementTimeField; reason: 'same' | 'older' | 'actual_known' };

/**
 * What a movement changes on its job (docs/modules/movements.md):
 * - a time already as the movement says is left (the same message twice changes nothing);
 * - a time set by a movement sent later is never overwritten by one sent earlier, a correction (COR)
 *   included: corrections are ordered like any other message;
 * - an estimate no longer moves once the actual time is known (an ETD after the ATD).
 * `sentAt` is the movement's own sending time, else the moment it arrived.
 */
export function timesToApply(
  job: JobTimes,
  stamps: TimeStamps,
  movement: Pick<FlightMovement, 'eta' | 'etd' | 'ata' | 'atd'>,
  sentAt: Date,
): { apply: Partial<JobTimes>; skipped: SkippedTime[] } {
  const given: Record<MovementTimeField, Date | null> = {
    eta_at: movement.eta,
    etd_at: movement.etd,
    ata_at: movement.ata,
    atd_at: movement.atd,
  };
  const apply: Partial<JobTimes> = {};
  const skipped: SkippedTime[] = [];
  for (const field of movementTimeFields) {
    const value = given[field];
    if (!value) continue;
    const actualOf = field === 'eta_at' ? 'ata_at' : field === 'etd_at' ? 'atd_at' : null;
    if (job[field]?.getTime() === value.getTime()) skipped.push({ field, reason: 'same' });
    else if ((stamps[field]?.getTime() ?? Number.NEGATIVE_INFINITY) > sentAt.getTime()) skipped.push({ field, reason: 'older' });
    else if (actualOf && (job[actualOf] || given[actualOf])) skipped.push({ field, reason: 'actual_known' });
    else apply[field] = value;
  }
  return { apply, skipped };
}
