import { z } from 'zod';
import { hotConditions } from './enums';

/**
 * One cell of a holdover time table (docs/modules/de_icing.md): a single time (frost: 6:00), a range
 * (0:35–1:05: lower bound for moderate, upper for light precipitation), no holdover time, or a
 * rule (below the coldest band: the fluid's freezing point at least 7 °C below OAT).
 */
export const hotCellSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('time'), minutes: z.number().int().positive() }),
  z
    .object({ kind: z.literal('range'), min: z.number().int().positive(), max: z.number().int().positive() })
    .refine((c) => c.max >= c.min, { message: 'max < min' }),
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('rule'), rule: z.string().min(1) }),
]);
export type HotCell = z.infer<typeof hotCellSchema>;

/** The cells of one row, per condition; a missing condition has no holdover time. */
export const hotCellsSchema = z.partialRecord(z.enum(hotConditions), hotCellSchema);
export type HotCells = z.infer<typeof hotCellsSchema>;
