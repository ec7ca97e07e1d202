import { z } from 'zod';
import { endNotBeforeStart, isoDate, longText, optionalIsoDate, optionalRecordId, requiredText } from './fieldRules';
import { memoPriorities } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const memosSchemas = resourceSchemas(
  z.object({
    /** Absent = the caller's active region; null = every region (administrators only). */
    region_id: optionalRecordId,
    station_id: optionalRecordId,
    title: requiredText(160),
    body: longText(10_000),
    priority: z.enum(memoPriorities).optional(),
    valid_from: isoDate,
    valid_to: optionalIsoDate,
    acknowledgement_required: z.boolean().optional(),
  }),
  [endNotBeforeStart('valid_from', 'valid_to')],
);
