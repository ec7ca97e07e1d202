import { z } from 'zod';
import { optionalCount, optionalIsoDate, optionalRecordId, optionalText, recordId } from './fieldRules';
import { assetStatuses, truckTypes } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const trucksSchemas = resourceSchemas(
  z.object({
    region_id: recordId.optional(),
    station_id: recordId,
    resource_category_id: optionalRecordId,
    registration: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9 -]{2,15}$/),
    fleet_no: optionalText(20),
    type: z.enum(truckTypes),
    make: optionalText(60),
    model: optionalText(60),
    fluid_tank_litres: optionalCount(50_000),
    odometer_km: optionalCount(5_000_000),
    status: z.enum(assetStatuses).optional(),
    next_service_date: optionalIsoDate,
    insurance_expiry: optionalIsoDate,
  }),
);
