import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { movementsOfMvt, parseMvtBatch, type FlightMovement } from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { flightMessages } from '../../db/schema';
import { inTransaction } from '../../core/routeKit';
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
 * Receives a batch (docs/modules/movements.md): each message in its own transaction, so a refused or
 * failing one never stops the others, and each message's changes are live as soon as it commits.
 * A message already received (same source key) changes nothing and answers `duplicate`.
 */
export async function receiveMessages(
  db: Database,
  request: FastifyRequest,
  sender: MovementSender,
  messages: readonly ReceivedMessage[],
  receivedAt: Date,
): Promise<MessageResult[]> {
  const stations: StationCache = new Map();
  const results: MessageResult[] = [];
  for (const received of messages) {
    results.push(
      await inTransaction(db, async (tx): Promise<MessageResult> => {
        const [message] = await tx
          .insert(flightMessages)
          .values({
            format: received.format,
            body: received.body,
            source_key: received.sourceKey,
            api_key_id: sender.apiKeyId,
            user_id: sender.userId,
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
      }),
    );
  }
  return results;
}
