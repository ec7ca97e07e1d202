import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  matchMovement,
  timesToApply,
  type FlightMovement,
  type JobTimes,
  type SkippedTime,
  type TimeStamps,
} from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { activities, flightMovements } from '../../db/schema';
import { writeTimes } from '../scheduled';
import { movementCandidates, stationAt, type MovementStation } from './candidates';
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

const none = { station_id: null, activity_id: null, matched_by: null, diverted_from: null, applied_fields: [], skipped: [] };

/** A refusal is listed in every region of the sender: the station's region is not theirs to tell. */
const refused = (sender: MovementSender, refusal: string, more: Partial<MovementOutcome> = {}): MovementOutcome => ({
  ...none,
  region_ids: sender.regionIds,
  outcome: 'refused',
  refusal,
  ...more,
});

/**
 * The matched job, locked until the message's transaction ends: its times, and whether its release
 * is signed (the record is then final). Only what the movement reads — the API's full row costs
 * several times more to plan and read.
 */
async function lockedJob(tx: Database, id: number) {
  const [row] = await tx
    .select({
      id: activities.id,
      eta_at: activities.eta_at,
      etd_at: activities.etd_at,
      ata_at: activities.ata_at,
      atd_at: activities.atd_at,
      signed: sql<boolean>`exists (select 1 from activity_rts r where r.activity_id = ${activities.id})`,
    })
    .from(activities)
    .where(eq(activities.id, id))
    .for('update');
  return row ?? null;
}

/** For each time of a job, when the latest movement that set it was sent (movementOrder.ts). */
async function timeStamps(tx: Database, activityId: number): Promise<TimeStamps> {
  const { rows } = (await tx.execute(sql`
    select field, max(m.order_at) as at
    from flight_movements m, unnest(m.applied_fields) field
    where m.activity_id = ${activityId} and m.outcome = 'applied'
    group by field`)) as { rows: { field: keyof TimeStamps; at: string }[] };
  return Object.fromEntries(rows.map((row) => [row.field, new Date(row.at)]));
}

/** The stations of a batch, looked up once each. */
export type StationCache = Map<string, Promise<MovementStation | null>>;

/**
 * Does what one movement says (docs/modules/movements.md, "What a movement does"), in the message's
 * transaction: finds its station and job, and re-times the job through Scheduled's one write path
 * (version, audit naming the message, booked resources, notices of the new times and of the double
 * bookings it creates). The job is locked before its times are read, so two movements of one job
 * apply one after the other and the later-sent one wins whatever order they arrive in.
 */
export async function applyMovement(
  tx: Database,
  request: FastifyRequest,
  sender: MovementSender,
  movement: FlightMovement,
  orderAt: Date,
  messageId: number,
  stations: StationCache,
): Promise<MovementOutcome> {
  if (!stations.has(movement.station)) stations.set(movement.station, stationAt(tx, movement.station, sender.regionIds));
  const station = await stations.get(movement.station)!;
  if (!station) return refused(sender, 'movements.unknown_station');
  if (!station.allowed) return refused(sender, 'movements.region_not_allowed');

  const here = { ...none, region_ids: [station.region_id], station_id: station.id };
  const match = matchMovement(movement, await movementCandidates(tx, movement, station.id, sender.regionIds));
  if (match.kind === 'unmatched') return { ...here, outcome: 'unmatched', refusal: null };
  if (match.kind === 'diverted') {
    await tellDiversion(tx, match.activityId, station.id, movement.eta);
    return { ...here, outcome: 'diverted', refusal: null, activity_id: match.activityId, diverted_from: match.from };
  }

  const current = await lockedJob(tx, match.activityId);
  const job = { ...here, activity_id: match.activityId, matched_by: match.by };
  if (!current) return { ...job, activity_id: null, outcome: 'unmatched', refusal: null };
  if (current.signed) return refused(sender, 'scheduled.locked', job);

  const times: JobTimes = { eta_at: current.eta_at, etd_at: current.etd_at, ata_at: current.ata_at, atd_at: current.atd_at };
  const { apply, skipped } = timesToApply(times, await timeStamps(tx, current.id), movement, orderAt);
  const applied = Object.keys(apply);
  if (!applied.length) return { ...job, outcome: 'unchanged', refusal: null, skipped };
  await writeTimes(tx, request, sender.userId, current, apply, { flight_message_id: messageId });
  return { ...job, outcome: 'applied', refusal: null, applied_fields: applied, skipped };
}

/** Keeps what a movement said and did: one row per region it is listed in. */
export async function keepMovement(
  tx: Database,
  messageId: number,
  movement: FlightMovement | null,
  orderAt: Date,
  outcome: MovementOutcome,
): Promise<{ id: number }[]> {
  const { region_ids, ...rest } = outcome;
  return tx
    .insert(flightMovements)
    .values(
      region_ids.map((region_id) => ({
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
      })),
    )
    .returning({ id: flightMovements.id });
}
