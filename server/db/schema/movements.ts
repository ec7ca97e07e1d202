import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { movementOutcomes } from '../../../model/modules/movements';
import { recordColumns } from './columns';
import { apiKeys, regions, users } from './accounts';
import { stations } from './network';
import { activities } from './scheduled';

/**
 * One message as received (docs/modules/movements.md): an MVT message of a batch, or one movement of
 * the JSON feed. Kept whether it was read or refused, with every reason it was refused.
 */
export const flightMessages = pgTable(
  'flight_messages',
  {
    ...recordColumns,
    format: text('format', { enum: ['mvt', 'json'] }).notNull(),
    /** As received: the message's text, or the JSON movement. */
    body: text('body').notNull(),
    /** `json:<source_id>` or `mvt:<SHA-256 of the text>`: the same message twice changes nothing. */
    source_key: text('source_key').notNull(),
    /** Who sent it: a system's API key, or a person. */
    api_key_id: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was refused, `[{key, line?}]`; null when it was read. */
    errors: jsonb('errors').$type<{ key: string; line?: number }[]>(),
  },
  (t) => [uniqueIndex('flight_messages_source_unique').on(t.source_key), index('flight_messages_created_idx').on(t.created_at)],
);

/**
 * One flight's movement at one station, from a message: what it said, and what it did to which job.
 * A refused message is listed here too (outcome `refused`, the reasons on its message), so the
 * movements screen is one list of everything received.
 */
export const flightMovements = pgTable(
  'flight_movements',
  {
    ...recordColumns,
    message_id: integer('message_id')
      .notNull()
      .references(() => flightMessages.id, { onDelete: 'cascade' }),
    /**
     * Who sees it: the station's region; for a message refused before a station was read, or a
     * station of no region, one row in each of the sender's regions.
     */
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    station_id: integer('station_id').references(() => stations.id, { onDelete: 'set null' }),
    /** Empty when its message was refused before they were read. */
    station: text('station'),
    flight_no: text('flight_no'),
    flight_date: date('flight_date'),
    registration: text('registration'),
    eta_at: timestamp('eta_at', { withTimezone: true }),
    etd_at: timestamp('etd_at', { withTimezone: true }),
    ata_at: timestamp('ata_at', { withTimezone: true }),
    atd_at: timestamp('atd_at', { withTimezone: true }),
    delay_codes: jsonb('delay_codes')
      .$type<{ code: string; minutes: number | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** Its sending time, else when it arrived: a job's time is never set back by a movement ordered before (movementOrder.ts). */
    order_at: timestamp('order_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: movementOutcomes }).notNull(),
    /** Why it was refused (an i18n key): a station of no region the sender may write, a signed job … */
    refusal: text('refusal'),
    activity_id: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    matched_by: text('matched_by', { enum: ['flight', 'registration'] }),
    /** A diversion: the station the job was planned at. */
    diverted_from: text('diverted_from'),
    /** The job's times it set. */
    applied_fields: text('applied_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The times it gave but did not set, with why: `[{field, reason}]`. */
    skipped: jsonb('skipped')
      .$type<{ field: string; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** An unmatched or diverted movement a planner has dealt with (created the job, or let it be). */
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    resolved_by: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('flight_movements_message_idx').on(t.message_id),
    index('flight_movements_activity_idx').on(t.activity_id),
    index('flight_movements_region_idx').on(t.region_id, t.created_at),
    index('flight_movements_open_idx')
      .on(t.region_id, t.created_at)
      .where(sql`${t.outcome} in ('unmatched', 'diverted') and ${t.resolved_at} is null`),
    check('flight_movements_refusal', sql`(${t.outcome} = 'refused') = (${t.refusal} is not null)`),
  ],
);
