import { z } from 'zod';
import { autoAssignAnswerSchema } from '../scheduled';

/**
 * What the movement endpoints answer (docs/modules/movements.md): the server declares these as its
 * response schemas and the browser reads its records typed from them. Instants are ISO texts.
 */
const instant = z.string();
const id = z.int();

export const movementOutcomes = ['applied', 'unchanged', 'unmatched', 'diverted', 'refused'] as const;
export type MovementOutcomeName = (typeof movementOutcomes)[number];

/** One movement as GET /api/flight_movements lists it, with its message and the job it moved. */
export const flightMovementRowSchema = z.object({
  id,
  created_at: instant,
  updated_at: instant,
  version: z.int(),
  message_id: id,
  station_id: id.nullable(),
  station: z.string().nullable(),
  flight_no: z.string().nullable(),
  flight_date: z.string().nullable(),
  registration: z.string().nullable(),
  eta_at: instant.nullable(),
  etd_at: instant.nullable(),
  ata_at: instant.nullable(),
  atd_at: instant.nullable(),
  delay_codes: z.array(z.object({ code: z.string(), minutes: z.number().nullable() })),
  sent_at: instant.nullable(),
  order_at: instant,
  outcome: z.enum(movementOutcomes),
  /** Why it was refused: an i18n key (`movements.refusals.<…>` in the browser). */
  refusal: z.string().nullable(),
  activity_id: id.nullable(),
  matched_by: z.enum(['flight', 'registration']).nullable(),
  diverted_from: z.string().nullable(),
  applied_fields: z.array(z.string()),
  skipped: z.array(z.object({ field: z.string(), reason: z.string() })),
  resolved_at: instant.nullable(),
  resolved_by: id.nullable(),
  /** The message as received, its format and why it was refused (`[{key, line}]`). */
  message_format: z.enum(['mvt', 'json']),
  message_body: z.string(),
  message_errors: z.array(z.object({ key: z.string(), line: z.number().optional() })).nullable(),
  /** Who sent it: the API key's name, or the person's. */
  sender_name: z.string().nullable(),
  work_order: z.string().nullable(),
  /** The time zone of the movement's station, else UTC: the screen shows its times in it. */
  time_zone: z.string(),
});
export type FlightMovementRow = z.infer<typeof flightMovementRowSchema>;

/** What POST /api/flight_movements and /flight_movements/mvt answer for each message, in order. */
export const messageResultSchema = z.object({
  message_id: id,
  status: z.enum(['read', 'refused', 'duplicate']),
  errors: z.array(z.object({ key: z.string(), line: z.number().optional(), message: z.string() })),
  movements: z.array(
    z.object({
      id,
      outcome: z.enum(movementOutcomes),
      refusal: z.string().nullable(),
      activity_id: id.nullable(),
      station: z.string().nullable(),
      flight_no: z.string().nullable(),
    }),
  ),
});
export const feedAnswerSchema = z
  .object({ messages: z.array(messageResultSchema) })
  .meta({ description: 'Each message received, in order: read (with what each movement did), refused with every reason, or a duplicate.' });
export type FeedAnswer = z.infer<typeof feedAnswerSchema>;

/** The most MVT text one request may carry (docs/modules/movements.md): larger is a 413. */
export const mvtBatchLimitBytes = 1_048_576;

/** POST /api/flight_movements/:id/replan: propose (dry run) or apply the re-plan of the movement's job. */
export const replanRequestSchema = z.object({ dry_run: z.boolean() }).strict();

/** What a re-plan releases and what auto-assign proposes (or applied) after it (docs/modules/movements.md, "Re-plan"). */
export const replanAnswerSchema = z.object({
  movement_id: id,
  activity_id: id,
  releases: z.array(
    z.object({
      technician_id: id,
      technician_name: z.string(),
      /** The job they are released from; null when both jobs have started and nobody is (reason `both_started`). */
      activity_id: id.nullable(),
      work_order: z.string().nullable(),
      /** None: the new time double-books them; `rules_broken`: it makes them break another assignment rule there. */
      reason: z.enum(['both_started', 'rules_broken']).optional(),
    }),
  ),
  proposal: autoAssignAnswerSchema,
});
export type ReplanAnswer = z.infer<typeof replanAnswerSchema>;
