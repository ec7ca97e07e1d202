import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { inTransaction } from '../../core/routeKit';
import { ApiError } from '../../errors';
import { applyMovements, type MovementOutcome, type StationCache } from './applyMovements';
import { keepMovements, type KeptMovement } from './keepMovements';
import { earlierMessages, keepMessages, type ReceivedMessage } from './messages';
import type { MovementSender } from './sender';

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

/**
 * A batch is handled this many messages at a time, each chunk in one transaction: a few statements
 * for the whole chunk, one commit, and every message live when its chunk commits (well within a
 * second). At most 50, so a chunk's update still names its jobs in the live event (a statement that
 * changes more of a region-day names none, and the browsers refetch the day: migration 0005_live_events.sql).
 */
const chunkMessages = 50;

const malformed = (sender: MovementSender): MovementOutcome => ({
  region_ids: sender.regionIds,
  station_id: null,
  outcome: 'refused',
  refusal: 'movements.malformed',
  activity_id: null,
  matched_by: null,
  diverted_from: null,
  applied_fields: [],
  skipped: [],
});

/**
 * One chunk, set-based (docs/performance.md, "Flight movements"): its messages kept in one statement,
 * its movements applied together (applyMovements), kept in one more. An airport with no station of the
 * company's is the other end of the flight (the departure of an AD with EA to us): it concerns no job,
 * and is kept only when it is all the message said.
 */
async function receiveChunk(
  tx: Database,
  request: FastifyRequest,
  sender: MovementSender,
  messages: readonly ReceivedMessage[],
  receivedAt: Date,
  stations: StationCache,
): Promise<MessageResult[]> {
  const ids = await keepMessages(tx, sender, messages);
  const earlier = await earlierMessages(
    tx,
    messages.filter((_, n) => ids[n] === null).map((received) => received.sourceKey),
  );
  const items = messages.flatMap((received, n) =>
    ids[n] !== null && received.read.ok
      ? received.read.movements.map((movement) => ({ n, movement, orderAt: movement.sent_at ?? receivedAt, messageId: ids[n]! }))
      : [],
  );
  const outcomes = await applyMovements(tx, request, sender, items, stations);

  const kept: (KeptMovement & { n: number })[] = [];
  messages.forEach((received, n) => {
    if (ids[n] === null) return;
    if (!received.read.ok) {
      kept.push({ n, messageId: ids[n]!, movement: null, orderAt: receivedAt, outcome: malformed(sender) });
      return;
    }
    const done = items.flatMap((item, k) => (item.n === n ? [{ ...item, outcome: outcomes[k] }] : []));
    const ours = done.filter((d) => d.outcome.refusal !== 'movements.unknown_station');
    for (const { movement, orderAt, messageId, outcome } of ours.length ? ours : done.slice(0, 1))
      kept.push({ n, messageId, movement, orderAt, outcome });
  });
  const rowIds = await keepMovements(tx, kept);

  return messages.map((received, n) => {
    const messageId = ids[n];
    if (messageId === null) return { message_id: earlier.get(received.sourceKey)!, status: 'duplicate', errors: [], movements: [] };
    const movements = kept.flatMap((k, j) =>
      k.n !== n
        ? []
        : rowIds[j].map((id) => ({
            id,
            outcome: k.outcome.outcome,
            refusal: k.outcome.refusal,
            activity_id: k.outcome.activity_id,
            station: k.movement?.station ?? null,
            flight_no: k.movement?.flight_no ?? null,
          })),
    );
    return received.read.ok
      ? { message_id: messageId, status: 'read', errors: [], movements }
      : {
          message_id: messageId,
          status: 'refused',
          errors: received.read.errors.map((error) => ({ ...error, message: request.t(error.key, { line: error.line }) })),
          movements,
        };
  });
}

/**
 * Receives a batch (docs/modules/movements.md): messages in chunks of fifty, each chunk in one
 * transaction. A message already received (same source key) changes nothing and answers `duplicate`.
 * When a rule refuses something in a chunk while it is applied (an ApiError: a booked resource that
 * cannot follow its job), the chunk is undone and taken again message by message, each in its own
 * savepoint: the one refused is kept refused with that reason, the others are applied.
 */
export async function receiveMessages(
  db: Database,
  request: FastifyRequest,
  sender: MovementSender,
  messages: readonly ReceivedMessage[],
  receivedAt: Date,
): Promise<MessageResult[]> {
  const stations: StationCache = new Map();
  const inSavepoint = (tx: Database, chunk: readonly ReceivedMessage[]) =>
    tx.transaction((savepoint) => receiveChunk(savepoint as unknown as Database, request, sender, chunk, receivedAt, stations));
  const oneByOne = async (tx: Database, chunk: readonly ReceivedMessage[]) => {
    const done: MessageResult[] = [];
    for (const received of chunk) {
      try {
        done.push(...(await inSavepoint(tx, [received])));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        done.push(...(await inSavepoint(tx, [{ ...received, read: { ok: false, errors: [{ key: error.messageKey }] } }])));
      }
    }
    return done;
  };

  // Handled in the order of the flights they name, so two batches about the same jobs lock them in
  // much the same order; answered in the order sent. The order between a job's own movements is
  // their sending time (timesToApply), not the order they are handled in.
  const order = messages
    .map((_, index) => index)
    .sort((a, b) => lockOrderKey(messages[a]).localeCompare(lockOrderKey(messages[b])) || a - b);
  const results: MessageResult[] = new Array(messages.length);
  for (let first = 0; first < order.length; first += chunkMessages) {
    const positions = order.slice(first, first + chunkMessages);
    const chunk = positions.map((position) => messages[position]);
    const done = await withDeadlockRetry(() =>
      inTransaction(db, async (tx) => {
        try {
          return await inSavepoint(tx, chunk);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          return oneByOne(tx, chunk);
        }
      }),
    );
    done.forEach((result, n) => (results[positions[n]] = result));
  }
  return results;
}
