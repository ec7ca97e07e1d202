import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { movementsOfMvt, parseMvtBatch, type FlightMovement } from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { flightMessages } from '../../db/schema';
import { inTransaction } from '../../core/routeKit';
import { ApiError } from '../../errors';
import { applyMovement, keepMovement, type StationCache } from './applyMovement';
import type { MovementSender } from './sender';

/** One message as received, read or refused before anything is looked up. */
export interface ReceivedMessage {
  format: 'mvt' | 'json';
  body: string;
  /** The same key twice is the same message (docs/modules/movements.md, "Order and repeats"). */
  sourceKey: string;
  read: { ok: true; movements: FlightMovement[] } | { ok: false; errors: { key: string; line?: number }[] };
}

/** What the feed answers for one message: read, refused with every reason, or a repeat of one already received. */
export interface MessageResult {
  message_id: number;
  status: 'read' | 'refused' | 'duplicate';
  errors: { key: string; line?: number; message: string }[];
  movements: {
    id: number;
    outcome: string;
    refusal: string | null;
    activity_id: number | null;
    station: string | null;
    flight_no: string | null;
  }[];
}

/** The messages of an MVT text, each placed in time at `receivedAt`. */
export function mvtMessages(text: string, receivedAt: Date): ReceivedMessage[] {
  return parseMvtBatch(text).map((parsed) => {
    const sourceKey = `mvt:${createHash('sha256').update(parsed.text.trim()).digest('hex')}`;
    const base = { format: 'mvt' as const, body: parsed.text, sourceKey };
    return parsed.ok
      ? { ...base, read: { ok: true, movements: movementsOfMvt(parsed.message, receivedAt) } }
      : { ...base, read: { ok: false, errors: parsed.errors.map((e) => ({ key: `movements.mvt.${e.key}`, line: e.line })) } };
  });
}

/**
 * A chunk holds the locks of several jobs, so two batches naming the same jobs in another order may
 * deadlock: PostgreSQL cancels one, which runs its chunk again (nothing of it was kept).
 */
async function withDeadlockRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code !== '40P01' || attempt >= attempts) throw error;
    }
  }
}

/** The flights a message names, as its place in the order messages are handled in. */
const lockOrderKey = (message: ReceivedMessage) =>
  message.read.ok ? message.read.movements.map((m) => `${m.flight_no} ${m.flight_date} ${m.station}`).join('|') : '';

/** A batch commits every this many messages, or this often (ms), whichever comes first: fewer commits, each message live well within a second. */
const chunkMessages = 50;
const chunkMs = 200;

/**
 * Receives a batch (docs/modules/movements.md): messages in transactions of a few dozen,
 * each message in its own savepoint — a refused or failing one never stops the others, and every
 * message is live when its chunk commits, within a fraction of a second. A message already received
 * (same source key) changes nothing and answers `duplicate`; one a rule refuses while it is applied
 * (an ApiError) is kept refused with that reason.
 */
export async function receiveMessages(
  db: Database,
  request: FastifyRequest,
  sender: MovementSender,
  messages: readonly ReceivedMessage[],
  receivedAt: Date,
): Promise<MessageResult[]> {
  const stations: StationCache = new Map();
  const receiveOne = async (tx: Database, received: ReceivedMessage): Promise<MessageResult> => {
    const [message] = await tx
      .insert(flightMessages)
      .values({
        format: received.format,
        body: received.body,
        source_key: received.sourceKey,
        api_key_id: sender.apiKeyId,
        user_id: sender.userId,
        // The moment it is handled, not its chunk's transaction start (now()): the screen's order, the bench's timing.
        created_at: sql`clock_timestamp()`,
        errors: received.read.ok ? null : received.read.errors,
      })
      .onConflictDoNothing({ target: flightMessages.source_key })
      .returning({ id: flightMessages.id });
    if (!message) {
      const [first] = await tx
        .select({ id: flightMessages.id })
        .from(flightMessages)
        .where(eq(flightMessages.source_key, received.sourceKey));
      return { message_id: first.id, status: 'duplicate', errors: [], movements: [] };
    }
    if (!received.read.ok) {
      const outcome = {
        region_ids: sender.regionIds,
        station_id: null,
        outcome: 'refused' as const,
        refusal: 'movements.malformed',
        activity_id: null,
        matched_by: null,
        diverted_from: null,
        applied_fields: [],
        skipped: [],
      };
      const rows = await keepMovement(tx, message.id, null, receivedAt, outcome);
      return {
        message_id: message.id,
        status: 'refused',
        errors: received.read.errors.map((error) => ({ ...error, message: request.t(error.key, { line: error.line }) })),
        movements: rows.map((row) => ({
          id: row.id,
          outcome: 'refused',
          refusal: outcome.refusal,
          activity_id: null,
          station: null,
          flight_no: null,
        })),
      };
    }
    const done = [];
    for (const movement of received.read.movements) {
      const orderAt = movement.sent_at ?? receivedAt;
      done.push({ movement, orderAt, outcome: await applyMovement(tx, request, sender, movement, orderAt, message.id, stations) });
    }
    // An airport with no station of the company's is the other end of the flight (the departure of
    // an AD with EA to us): it concerns no job, and is kept only when it is all the message said.
    const ours = done.filter((d) => d.outcome.refusal !== 'movements.unknown_station');
    const movements: MessageResult['movements'] = [];
    for (const { movement, orderAt, outcome } of ours.length ? ours : done.slice(0, 1))
      for (const row of await keepMovement(tx, message.id, movement, orderAt, outcome))
        movements.push({
          id: row.id,
          outcome: outcome.outcome,
          refusal: outcome.refusal,
          activity_id: outcome.activity_id,
          station: movement.station,
          flight_no: movement.flight_no,
        });
    return { message_id: message.id, status: 'read', errors: [], movements };
  };
  const inSavepoint = (tx: Database, received: ReceivedMessage) =>
    tx.transaction((savepoint) => receiveOne(savepoint as unknown as Database, received));

  // Handled in the order of the flights they name, so two batches about the same jobs lock them in
  // the same order (no deadlock to wait out); answered in the order sent. The order between a job's
  // own movements is their sending time (timesToApply), not the order they are handled in.
  const order = messages
    .map((_, index) => index)
    .sort((a, b) => lockOrderKey(messages[a]).localeCompare(lockOrderKey(messages[b])) || a - b);
  const results: MessageResult[] = new Array(messages.length);
  let handled = 0;
  while (handled < messages.length) {
    const first = handled;
    const chunk = await withDeadlockRetry(() =>
      inTransaction(db, async (tx) => {
        const started = performance.now();
        const done: MessageResult[] = [];
        do {
          const received = messages[order[first + done.length]];
          try {
            done.push(await inSavepoint(tx, received));
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            done.push(await inSavepoint(tx, { ...received, read: { ok: false, errors: [{ key: error.messageKey }] } }));
          }
        } while (first + done.length < messages.length && done.length < chunkMessages && performance.now() - started < chunkMs);
        return done;
      }),
    );
    chunk.forEach((result, n) => (results[order[first + n]] = result));
    handled += chunk.length;
  }
  return results;
}
