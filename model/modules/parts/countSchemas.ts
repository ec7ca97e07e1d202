import { z } from 'zod';
import { decimals, emptyToNull, optionalText, version } from '../../resources/fieldRules';
import { referenceId } from '../../core/fieldSchemas';
import { lotField } from './flowFields';

/** POST /api/stock_counts: a count sheet of the station's stock as the books have it now. */
export const countCreateSchema = z.object({ station_id: referenceId, remarks: optionalText(2000) }).strict();
export type CountCreate = z.infer<typeof countCreateSchema>;

/** One line as counted: empty counted_quantity = not counted yet. */
export const countLineSchema = z
  .object({
    material_id: referenceId,
    lot: lotField,
    counted_quantity: z.preprocess(emptyToNull, decimals(3).min(0).max(1_000_000_000).nullable()),
    reason: optionalText(500),
  })
  .strict();

/** PUT /api/stock_counts/:id/lines: any of the sheet's lines (the others keep what they hold). */
export const countLinesSchema = z.object({ version, lines: z.array(countLineSchema).min(1).max(5000) }).strict();
export type CountLines = z.infer<typeof countLinesSchema>;

/** POST /api/stock_counts/:id/submit | confirm | cancel. */
export const countStepSchema = z.object({ version }).strict();
