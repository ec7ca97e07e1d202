import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { movementsOfMvt, parseMvtBatch, type FlightMovement } from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { insertRowsSql } from '../../db/jsonRows';
import { flightMessages } from '../../db/schema';
import type { MovementSender } from './sender';

/** One message as received, read or refused before anything is looked up. */
export interface ReceivedMessage {
  format: 'mvt' | 'json';
  body: string;
  /** The same key twice is the same message (docs/modules/movements.md, "Order and repeats"). */
  sourceKey: string;
  read: { ok: true; movements: FlightMovement[] } | { ok: false; errors: { key: string; line?: number }[] };
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

/** Keeps the messages, one statement: each one's id, or null when its source key was received before (a repeat). */
export async function keepMessages(tx: Database, sender: MovementSender, messages: readonly ReceivedMessage[]): Promise<(number | null)[]> {
  const { rows: inserted } = (await tx.execute(
    insertRowsSql(
      flightMessages,
      messages.map((received) => ({
        format: received.format,
        body: received.body,
        source_key: received.sourceKey,
        api_key_id: sender.apiKeyId,
        user_id: sender.userId,
        // The moment it is handled, not its chunk's transaction start (now()): the screen's order, the bench's timing.
        created_at: sql`clock_timestamp()`,
        errors: received.read.ok ? null : received.read.errors,
      })),
      sql`on conflict (source_key) do nothing returning id, source_key`,
    ),
  )) as { rows: { id: number; source_key: string }[] };
  // The same message twice in one chunk is kept once: the first is read, the other a repeat.
  const fresh = new Map(inserted.map((row) => [row.source_key, row.id]));
  return messages.map((received) => {
    const id = fresh.get(received.sourceKey) ?? null;
    fresh.delete(received.sourceKey);
    return id;
  });
}

/** The ids of messages received before, by source key. */
export async function earlierMessages(tx: Database, sourceKeys: readonly string[]): Promise<Map<string, number>> {
  if (!sourceKeys.length) return new Map();
  const rows = await tx
    .select({ id: flightMessages.id, source_key: flightMessages.source_key })
    .from(flightMessages)
    .where(inArray(flightMessages.source_key, [...new Set(sourceKeys)]));
  return new Map(rows.map((row) => [row.source_key, row.id]));
}
