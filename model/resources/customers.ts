import { z } from 'zod';
import { currencyCode, optionalEmail, optionalText, phone, requiredText } from './fieldRules';
import { resourceSchemas } from './resourceSchemas';

const code = (pattern: RegExp) => z.preprocess((v) => (v === '' ? null : v), z.string().trim().regex(pattern).nullable()).optional();

/** Up to three days: longer is not a response target but a planned visit. */
const targetMinutes = z.coerce.number().int().min(5).max(4320).optional();

export const customersSchemas = resourceSchemas(
  z.object({
    name: requiredText(160),
    /** Airline designators: IATA two characters (letters or digits), ICAO three letters. */
    iata: code(/^[A-Z0-9]{2}$/),
    icao: code(/^[A-Z]{3}$/),
    contact_name: optionalText(120),
    contact_email: optionalEmail,
    contact_phone: phone,
    billing_currency: currencyCode,
    contract_reference: optionalText(80),
    /** On-call response targets (requested → on site), minutes, per priority. */
    response_target_aog_minutes: targetMinutes,
    response_target_urgent_minutes: targetMinutes,
    response_target_routine_minutes: targetMinutes,
    active: z.boolean().optional(),
  }),
);
