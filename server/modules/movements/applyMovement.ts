import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  matchMovement,
  type MovementMatch,
  timesToApply,
  type FlightMovement,
  type JobTimes,
  type SkippedTime,
  type TimeStamps,
} from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { flightMovements } from '../../db/schema';
import { writeTimes, type TimesWrite } from '../scheduled';
import { movementCandidates, stationsAt, type MovementStation } from './candidates';
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

const intArray = (ids: readonly number[]) => sql`${sql.param(`{${ids.map(Number).join(',')}}`)}::int[]`;

/** A matched job as a movement reads it: its four times, and whether its release is signed (the record is then final). */
type LockedJob = { id: number; signed: boolean } & JobTimes;

/**
 * The matched jobs, locked until the transaction ends, in id order (two batches about the same jobs
 * lock them in the same order: neither waits for the other's second lock). Only what a movement
 * reads — the API's full row costs several times more to plan and read.
 */
async function lockedJobs(tx: Database, ids: readonly number[]): Promise<Map<number, LockedJob>> {
  if (!ids.length) return new Map();
  const { rows } = (await tx.execute(sql`
    select a.id, a.eta_at, a.etd_at, a.ata_at, a.atd_at, exists (select 1 from activity_rts r where r.activity_id = a.id) as signed
    from activities a where a.id = any(${intArray(ids)}) order by a.id for update of a`)) as { rows: Record<string, unknown>[] };
  const time = (value: unknown) => (value ? new Date(value as string) : null);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        signed: Boolean(row.signed),
        eta_at: time(row.eta_at),
        etd_at: time(row.etd_at),
        ata_at: time(row.ata_at),
        atd_at: time(row.atd_at),
      },
    ]),
  );
}

/** For each time of each job, when the latest movement that set it was sent (movementOrder.ts). */
async function timeStamps(tx: Database, ids: readonly number[]): Promise<Map<number, TimeStamps>> {
  const stamps = new Map<number, TimeStamps>(ids.map((id) => [id, {}]));
  if (!ids.length) return stamps;
  const { rows } = (await tx.execute(sql`
    select m.activity_id, field, max(m.order_at) as at
    from flight_movements m, unnest(m.applied_fields) field
    where m.activity_id = any(${intArray(ids)}) and m.outcome = 'applied'
    group by m.activity_id, field`)) as { rows: { activity_id: number; field: keyof TimeStamps; at: string }[] };
  for (const row of rows) stamps.get(Number(row.activity_id))![row.field] = new Date(row.at);
  return stamps;
}

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

  const outcomes: MovementOutcome[] = [];
  for (const [n, { movement, orderAt, messageId }] of items.entries()) {
    const station = here[n];
    if (!station) outcomes.push(refused(sender, 'movements.unknown_station'));
    else if (!station.allowed) outcomes.push(refused(sender, 'movements.region_not_allowed'));
    else {
      const atStation = { ...none, region_ids: [station.region_id], station_id: station.id };
      const match = matches.get(n)!;
      if (match.kind === 'unmatched') outcomes.push({ ...atStation, outcome: 'unmatched', refusal: null });
      else if (match.kind === 'diverted') {
        await tellDiversion(tx, match.activityId, station.id, movement.eta);
        outcomes.push({ ...atStation, outcome: 'diverted', refusal: null, activity_id: match.activityId, diverted_from: match.from });
      } else {
        const job = jobs.get(match.activityId);
        const matched = { ...atStation, activity_id: match.activityId, matched_by: match.by };
        if (!job) outcomes.push({ ...matched, activity_id: null, outcome: 'unmatched', refusal: null });
        else if (job.signed) outcomes.push(refused(sender, 'scheduled.locked', matched));
        else {
          const { apply, skipped } = timesToApply(job, stamps.get(job.id)!, movement, orderAt);
          const applied = Object.keys(apply) as (keyof JobTimes)[];
          if (!applied.length) outcomes.push({ ...matched, outcome: 'unchanged', refusal: null, skipped });
          else {
            const round = writesOf.get(job.id) ?? 0;
            writesOf.set(job.id, round + 1);
            (rounds[round] ??= []).push({ current: { ...job }, columns: apply, audit: { flight_message_id: messageId } });
            // The next movement of this job in the chunk reads it as this one leaves it.
            Object.assign(job, apply);
            const jobStamps = stamps.get(job.id)!;
            for (const field of applied) if (!(jobStamps[field]! > orderAt)) jobStamps[field] = orderAt;
            outcomes.push({ ...matched, outcome: 'applied', refusal: null, applied_fields: applied, skipped });
          }
        }
      }
    }
  }
  for (const writes of rounds) await writeTimes(tx, request, sender.userId, writes);
  return outcomes;
}

/** What a movement row keeps of what was said. */
export interface KeptMovement {
  messageId: number;
  movement: FlightMovement | null;
  orderAt: Date;
  outcome: MovementOutcome;
}

/** Keeps what movements said and did, one statement for all: one row per region each is listed in. Answers each one's rows' ids. */
export async function keepMovements(tx: Database, kept: readonly KeptMovement[]): Promise<number[][]> {
  const rows = kept.flatMap(({ messageId, movement, orderAt, outcome: { region_ids, ...rest } }, n) =>
    region_ids.map((region_id) => ({
      n,
      row: {
        ...rest,
        region_id,
        message_id: messageId,
        station: movement?.station ?? null,
        flight_no: movement?.flight_no ?? null,
        flight_date: movement?.flight_date ?? null,
        registration: movement?.registration ?? null,
        eta_at: movement?.eta ?? null,
        etd_at: movement?.etd ?? null,
        ata_at: movement?.ata ?? null,
        atd_at: movement?.atd ?? null,
        delay_codes: movement?.delay_codes ?? [],
        sent_at: movement?.sent_at ?? null,
        order_at: orderAt,
        created_at: sql`clock_timestamp()`,
      },
    })),
  );
  const ids: number[][] = kept.map(() => []);
  if (!rows.length) return ids;
  // Rows come back in the order of VALUES.
  const inserted = await tx
    .insert(flightMovements)
    .values(rows.map(({ row }) => row))
    .returning({ id: flightMovements.id });
  inserted.forEach((row, k) => ids[rows[k].n].push(row.id));
  return ids;
}
