import { z } from 'zod';
import { optionalIsoDate, optionalRecordId, optionalText, recordId, requiredText } from './fieldRules';
import { assetStatuses } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const equipmentSchemas = resourceSchemas(
  z.object({
    region_id: recordId.optional(),
    station_id: recordId,
    resource_category_id: optionalRecordId,
    asset_no: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{2,30}$/),
    name: requiredText(120),
    serial: optionalText(60),
    make: optionalText(60),
    model: optionalText(60),
    status: z.enum(assetStatuses).optional(),
    next_service_date: optionalIsoDate,
  }),
);
