import { z } from 'zod';
import { currencyCode, decimals, money, recordId, requiredText } from './fieldRules';
import { resourceSchemas } from './resourceSchemas';

export const roadTripsSchemas = resourceSchemas(
  z.object({
    region_id: recordId.optional(),
    name: requiredText(120),
    from_station_id: recordId,
    to_airport_id: recordId,
    distance_km: z.number().positive().max(5000),
    typical_minutes: z
      .number()
      .int()
      .min(1)
      .max(48 * 60),
    tolls: money.optional(),
    mileage_rate: decimals(3).min(0).max(100),
    currency: currencyCode.optional(),
    active: z.boolean().optional(),
  }),
);
