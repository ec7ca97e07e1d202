import { z } from 'zod';
import { colour, count, optionalLocalTime, requiredText } from '../../resources/fieldRules';
import { resourceSchemas } from '../../resources/resourceSchemas';
import { shiftKinds } from './enums';
import { hasShiftTimes } from './shiftInterval';

/**
 * A working shift (work, training) and a standby day have a start and an end — the end at or before
 * the start is the next morning; a day without work (off, leave, sick) has neither. Checked on the merged record
 * after an update too.
 */
function timesMatchKind(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const kind = value.kind as (typeof shiftKinds)[number] | undefined;
  if (!kind) return;
  for (const field of ['start_time', 'end_time'] as const) {
    const present = value[field] !== null && value[field] !== undefined;
    if (hasShiftTimes(kind) && !present) ctx.addIssue({ code: 'custom', path: [field], message: 'shift_time_needed' });
    if (!hasShiftTimes(kind) && present) ctx.addIssue({ code: 'custom', path: [field], message: 'shift_time_not_used' });
  }
}

/** Shift types (docs/modules/manpower.md): reference data of the roster, served by the generic CRUD engine. */
export const shiftTypeSchemas = resourceSchemas(
  z.object({
    /** What a supervisor types in a roster cell: one to four capitals or digits (D, E, N, N12). */
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,4}$/),
    name: requiredText(80),
    kind: z.enum(shiftKinds),
    start_time: optionalLocalTime,
    end_time: optionalLocalTime,
    paid_minutes: count(24 * 60),
    colour: colour.optional(),
    active: z.boolean().optional(),
  }),
  [timesMatchKind],
);
