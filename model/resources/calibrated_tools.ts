import { z } from 'zod';
import { optionalIsoDate, optionalRecordId, optionalText, recordId, requiredText } from './fieldRules';
import { dueStatus } from '../dueStatus';
import { toolStatuses, type calibrationStatuses } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const calibratedToolsSchemas = resourceSchemas(
  z.object({
    region_id: recordId.optional(),
    station_id: recordId,
    resource_category_id: optionalRecordId,
    tool_no: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{2,30}$/),
    description: requiredText(200),
    serial: optionalText(60),
    calibration_interval_days: z.number().int().min(1).max(3650),
    last_calibrated: optionalIsoDate,
    calibration_provider: optionalText(120),
    calibration_certificate: optionalText(80),
    status: z.enum(toolStatuses).optional(),
  }),
);

export type CalibrationStatus = (typeof calibrationStatuses)[number];

/**
 * The due-soon rule with "never calibrated" for a tool with no due date, as the server computes
 * calibration_status (server/modules/settings/calibrated_tools.ts), for the status chip of a record
 * being edited: a tool past its due date must not be used.
 */
export function calibrationStatus(nextDue: string | null, today: string): CalibrationStatus {
  const status = dueStatus(nextDue, today);
  return status === 'none' ? 'never_calibrated' : status;
}
