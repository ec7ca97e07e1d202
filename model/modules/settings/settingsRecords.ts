import { z } from 'zod';
import { settingUpdateSchema } from '../../resources/setting';

/**
 * What the Settings module's own endpoints answer (docs/modules/settings.md): the server declares
 * these as its response schemas (published in the OpenAPI document) and the browser reads its
 * records typed from them, so the two cannot drift apart.
 */

/** GET /api/setting, and every write of it: the single row id 1 (the signing secret never leaves the server). */
export const settingRecordSchema = settingUpdateSchema
  .required()
  .extend({ id: z.literal(1), updated_at: z.string(), logo_url: z.string().nullable() })
  .meta({ description: 'The general settings (the single row id 1).' });
export type SettingRecord = z.infer<typeof settingRecordSchema>;

/** One hit of GET /api/airport/lookup (OpenFlights), in the shape the airport form fills in. */
export const airportLookupHitSchema = z.object({
  iata: z.string(),
  icao: z.string().nullable(),
  name: z.string(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2, when the dataset's country name is known. */
  country: z.string().nullable(),
  time_zone: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type AirportLookupHit = z.infer<typeof airportLookupHitSchema>;
