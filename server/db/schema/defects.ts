import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { storedFiles } from './files';
import { regions, users } from './accounts';
import { aircraftType, stations } from './network';
import { activities } from './scheduled';
import { onCallRequests } from './on_call';
import { defectStates, deferralCategories } from '../../../model/modules/defects';

/**
 * A defect found on a job (an activity or an on-call request), then rectified or deferred under the
 * operator's MEL/CDL (docs/modules/defects.md). A deferred defect follows the aircraft: it is read by
 * registration on every later job at any station until a later job rectifies it.
 */
export const defects = pgTable(
  'defects',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id').references(() => stations.id),
    /** The job it was found on: exactly one of the two. */
    activity_id: integer('activity_id').references(() => activities.id, { onDelete: 'restrict' }),
    on_call_request_id: integer('on_call_request_id').references(() => onCallRequests.id, { onDelete: 'restrict' }),
    /** Upper case, as the job wrote it: how a deferral finds the aircraft's later jobs. */
    registration: text('registration'),
    aircraft_type_id: integer('aircraft_type_id').references(() => aircraftType.id),
    description: text('description').notNull(),
    /** ATA 100 / iSpec 2200 chapter, two digits ("32" landing gear). */
    ata_chapter: text('ata_chapter'),
    found_by: integer('found_by').references(() => users.id, { onDelete: 'set null' }),
    found_at: timestamp('found_at', { withTimezone: true }).notNull(),
    /** The station-local day of discovery: deferral limits count from the day after it. */
    found_on: date('found_on').notNull(),
    photo_path: text('photo_path').references(() => storedFiles.path),
    state: text('state', { enum: defectStates }).notNull().default('open'),
    /** Rectification: the work done, by whom, when, on which job, with the job's parts and tools. */
    action_taken: text('action_taken'),
    rectified_by: integer('rectified_by').references(() => users.id, { onDelete: 'set null' }),
    rectified_at: timestamp('rectified_at', { withTimezone: true }),
    rectified_activity_id: integer('rectified_activity_id').references(() => activities.id, { onDelete: 'restrict' }),
    rectified_request_id: integer('rectified_request_id').references(() => onCallRequests.id, { onDelete: 'restrict' }),
    /** What the certificate and the auditor read: part number, lot, certificate; tool serial numbers. */
    rectified_parts: jsonb('rectified_parts').$type<{ movement_id: number; label: string }[]>(),
    rectified_tools: jsonb('rectified_tools').$type<{ booking_id: number; label: string }[]>(),
    /** Deferral under the MEL/CDL: the item, its category and limit, the due day and the tech-log page. */
    mel_item: text('mel_item'),
    deferral_category: text('deferral_category', { enum: deferralCategories }),
    limit_days: integer('limit_days'),
    due_on: date('due_on'),
    tech_log_ref: text('tech_log_ref'),
    deferred_by: integer('deferred_by').references(() => users.id, { onDelete: 'set null' }),
    deferred_at: timestamp('deferred_at', { withTimezone: true }),
  },
  (t) => [
    index('defects_activity_idx').on(t.activity_id),
    index('defects_request_idx').on(t.on_call_request_id),
    index('defects_deferred_registration_idx')
      .on(t.registration, t.due_on)
      .where(sql`${t.state} = 'deferred'`),
    index('defects_region_state_idx').on(t.region_id, t.state),
    check('defects_one_job', sql`num_nonnulls(${t.activity_id}, ${t.on_call_request_id}) = 1`),
    check(
      'defects_rectified_complete',
      sql`${t.state} <> 'rectified' or (${t.action_taken} is not null and ${t.rectified_at} is not null)`,
    ),
    check(
      'defects_deferred_complete',
      sql`${t.state} <> 'deferred' or (${t.mel_item} is not null and ${t.deferral_category} is not null
        and ${t.limit_days} is not null and ${t.due_on} is not null and ${t.tech_log_ref} is not null)`,
    ),
  ],
);
