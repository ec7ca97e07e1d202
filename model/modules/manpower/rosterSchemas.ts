import { z } from 'zod';
import { calendarDate, referenceId } from '../../core/fieldSchemas';
import { version } from '../../resources/fieldRules';
import { daysBetween } from './calendarDays';

/** The longest span a roster request covers: a month and a bit either side (to − from). */
export const maxRosterDays = 62;
/** The most cells one save may change. */
export const maxRosterChanges = 2000;

const queryId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(referenceId);

/** `GET /api/roster?station_id=&from=&to=`: the station's roster for at most 62 days. */
export const rosterQuerySchema = z
  .object({ station_id: queryId, from: calendarDate, to: calendarDate })
  .strict()
  .superRefine((query, ctx) => {
    const days = daysBetween(query.from, query.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'end_before_start' });
    else if (days > maxRosterDays) {
      // Worded by zod in the caller's language: "at most 62" (days from `from`).
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: maxRosterDays,
        inclusive: true,
        input: days,
        path: ['to'],
        message: 'roster_range',
      });
    }
  });

export const rosterChangeSchema = z
  .object({
    technician_id: referenceId,
    local_date: calendarDate,
    /** null clears the day. */
    shift_type_id: referenceId.nullable(),
    /** The version the client read; null when it saw no shift that day. */
    version: version.max(2_147_483_647).nullable(),
  })
  .strict();

/** `PUT /api/roster`: a batch of cells saved all or nothing. */
export const rosterSaveSchema = z
  .object({
    station_id: referenceId,
    changes: z.array(rosterChangeSchema).min(1).max(maxRosterChanges),
    reason: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(2000).optional()),
  })
  .strict();

/**
 * The cells a save names twice, and a save whose days span more than a roster view: both refused
 * by the server on the field (`manpower.errors.duplicate_cell`, `manpower.errors.roster_range`).
 */
export function rosterSaveProblems(
  changes: readonly RosterChange[],
): Record<string, 'manpower.errors.duplicate_cell' | 'manpower.errors.roster_range'> {
  const problems: Record<string, 'manpower.errors.duplicate_cell' | 'manpower.errors.roster_range'> = {};
  const seen = new Set<string>();
  changes.forEach((change, index) => {
    const key = `${change.technician_id}|${change.local_date}`;
    if (seen.has(key)) problems[`changes.${index}.local_date`] = 'manpower.errors.duplicate_cell';
    seen.add(key);
  });
  const dates = changes.map((change) => change.local_date).sort();
  if (dates.length && daysBetween(dates[0], dates.at(-1)!) > maxRosterDays) problems.changes = 'manpower.errors.roster_range';
  return problems;
}

export type RosterQuery = z.infer<typeof rosterQuerySchema>;
export type RosterChange = z.infer<typeof rosterChangeSchema>;
export type RosterSave = z.infer<typeof rosterSaveSchema>;
