import type { FastifyRequest } from 'fastify';
import {
  matchMovement,
  type MovementMatch,
  timesToApply,
  type FlightMovement,
  type JobTimes,
  type SkippedTime,
} from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { type flightMovements } from '../../db/schema';
import { writeTimes, type TimesWrite } from '../scheduled';
import { movementCandidates, stationsAt, type MovementStation } from './candidates';
import { lockedJobs, timeStamps, type LockedJob } from './jobReads';
import { tellDiversion } from './diversionNotice';
import type { MovementSender } from './sender';

/** What a movement did: the flight_movements row it is kept as, but its message and what it said. */
export interface MovementOutcome {
  region_ids: number[];
  station_id: number | null;
  outcome: (typeof flightMovements.$inferInsert)['outcome'];
  refusal: string | null;
  activity_id: number | null;
  matched_by: 'flight' | 'registration' | null;
  diverted_from: string | null;
  applied_fields: string[];
  skipped: SkippedTime[];
}

/** A movement to apply: what it said, when it is ordered at (movementOrder.ts), and the message it came in. */
export interface MovementToApply {
  movement: FlightMovement;
  orderAt: Date;
  messageId: number;
}

const none = { station_id: null, activity_id: null, matched_by: null, diverted_from: null, applied_fields: [], skipped: [] };

/** A refusal is listed in every region of the sender: the station's region is not theirs to tell. */
const refused = (sender: MovementSender, refusal: string, more: Partial<MovementOutcome> = {}): MovementOutcome => ({
  ...none,
  region_ids: sender.regionIds,
  outcome: 'refused',
  refusal,
  ...more,
});

/** The stations of a batch, looked up once each (null: the company has none at that airport). */
export type StationCache = Map<string, MovementStation | null>;

async function stationsOf(tx: Database, sender: MovementSender, items: readonly MovementToApply[], stations: StationCache) {
  const missing = [...new Set(items.map((item) => item.movement.station).filter((iata) => !stations.has(iata)))];
  const found = await stationsAt(tx, missing, sender.regionIds);
  for (const iata of missing) stations.set(iata, found.get(iata) ?? null);
}

/**
 * Each movement's job (matchMovement). Its flight at its station settles it; only the movements it
 * does not settle look for their aircraft too (the costlier look-up), then are matched again on both.
 */
async function matchAll(
  tx: Database,
  sender: MovementSender,
  movements: readonly FlightMovement[],
  stationIds: readonly number[],
): Promise<MovementMatch[]> {
  const lookups = movements.map((movement, k) => ({ ...movement, station_id: stationIds[k] }));
  const byFlight = await movementCandidates(tx, lookups, sender.regionIds, 'flight');
  const matches = movements.map((movement, k) => matchMovement(movement, byFlight[k]));
  const unsettled = matches.flatMap((match, k) =>
    (match.kind !== 'matched' || match.by !== 'flight') && movements[k].registration ? [k] : [],
  );
  const byAircraft = await movementCandidates(
    tx,
    unsettled.map((k) => lookups[k]),
    sender.regionIds,
    'aircraft',
  );
  unsettled.forEach((k, j) => (matches[k] = matchMovement(movements[k], [...byFlight[k], ...byAircraft[j]])));
  return matches;
}

/**
 * Does what movements say (docs/modules/movements.md, "What a movement does"), a chunk of a batch at
 * once, in its transaction: finds their stations and jobs (one statement each for the chunk), locks
 * the jobs before reading their times, and re-times them through Scheduled's one write path (version,
 * audit naming the message, booked resources, notices of the new times and of the double bookings
 * they create). The movements are taken in the order given, each against its job as the ones before
 * left it, so the later-sent of two movements of one job wins whatever order they arrive in.
 */
export async function applyMovements(
  tx: Database,
  request: FastifyRequest,
  sender: MovementSender,
  items: readonly MovementToApply[],
  stations: StationCache,
): Promise<MovementOutcome[]> {
  await stationsOf(tx, sender, items, stations);
  const here = items.map(({ movement }) => stations.get(movement.station) ?? null);
  const looked = items.flatMap((_, n) => (here[n]?.allowed ? [n] : []));
  const matches = await matchAll(
    tx,
    sender,
    looked.map((n) => items[n].movement),
    looked.map((n) => here[n]!.id),
  ).then((found) => new Map(looked.map((n, k) => [n, found[k]])));

  const matchedIds = [...matches.values()].flatMap((match) => (match.kind === 'matched' ? [match.activityId] : []));
  const jobs = await lockedJobs(
    tx,
    [...new Set(matchedIds)].sort((x, y) => x - y),
  );
  const stamps = await timeStamps(tx, [...jobs.keys()]);
  /** Each job's writes, in order: the first of every job goes in one write, the second in the next… */
  const rounds: TimesWrite[][] = [];
  const writesOf = new Map<number, number>();
  const planWrite = (job: LockedJob, apply: Partial<JobTimes>, orderAt: Date, messageId: number) => {
    const round = writesOf.get(job.id) ?? 0;
    writesOf.set(job.id, round + 1);
    (rounds[round] ??= []).push({ current: { ...job }, columns: apply, audit: { flight_message_id: messageId } });
    // The next movement of this job in the chunk reads it as this one leaves it.
    Object.assign(job, apply);
    const jobStamps = stamps.get(job.id)!;
    for (const field of Object.keys(apply) as (keyof JobTimes)[]) if (!(jobStamps[field]! > orderAt)) jobStamps[field] = orderAt;
  };

  const decide = async (n: number, { movement, orderAt, messageId }: MovementToApply): Promise<MovementOutcome> => {
    const station = here[n];
    if (!station) return refused(sender, 'movements.unknown_station');
    if (!station.allowed) return refused(sender, 'movements.region_not_allowed');
    const atStation = { ...none, region_ids: [station.region_id], station_id: station.id };
    const match = matches.get(n)!;
    if (match.kind === 'unmatched') return { ...atStation, outcome: 'unmatched', refusal: null };
    if (match.kind === 'diverted') {
      await tellDiversion(tx, match.activityId, station.id, movement.eta);
      return { ...atStation, outcome: 'diverted', refusal: null, activity_id: match.activityId, diverted_from: match.from };
    }
    const job = jobs.get(match.activityId);
    const matched = { ...atStation, activity_id: match.activityId, matched_by: match.by };
    if (!job) return { ...matched, activity_id: null, outcome: 'unmatched', refusal: null };
    if (job.signed) return refused(sender, 'scheduled.locked', matched);
    const { apply, skipped } = timesToApply(job, stamps.get(job.id)!, movement, orderAt);
    const applied = Object.keys(apply);
    if (!applied.length) return { ...matched, outcome: 'unchanged', refusal: null, skipped };
    planWrite(job, apply, orderAt, messageId);
    return { ...matched, outcome: 'applied', refusal: null, applied_fields: applied, skipped };
  };

  const outcomes: MovementOutcome[] = [];
  for (const [n, item] of items.entries()) outcomes.push(await decide(n, item));
  for (const writes of rounds) await writeTimes(tx, request, sender.userId, writes);
  return outcomes;
}
