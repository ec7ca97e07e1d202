import { z } from 'zod';
import { money, optionalEmail, optionalIsoDate, optionalRecordId, optionalText, phone, recordId, requiredText } from './fieldRules';
import { employmentTypes, licenceCategories, licenceTypes } from './enums';
import { resourceSchemas } from './resourceSchemas';

export const technicianAuthorisationSchema = z
  .object({
    aircraft_type_id: recordId,
    category: z.enum(licenceCategories),
    valid_until: optionalIsoDate,
  })
  .strict();

export const techniciansSchemas = resourceSchemas(
  z.object({
    region_id: recordId.optional(),
    home_station_id: optionalRecordId,
    user_id: optionalRecordId,
    employee_no: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{2,20}$/),
    name: requiredText(120),
    email: optionalEmail,
    phone,
    /** Every licence held, each once (a B1 and B2 holder, a B1.1, an FAA A&P); empty = none. */
    licences: z
      .array(z.enum(licenceTypes))
      .max(licenceTypes.length)
      .refine((list) => new Set(list).size === list.length, 'duplicate_licence')
      .optional(),
    licence_number: optionalText(40),
    /** The certification authorisation the organisation issued (145.A.35), printed on the certificates they sign. */
    certification_authorisation_no: optionalText(40),
    licence_expiry: optionalIsoDate,
    employment_type: z.enum(employmentTypes).optional(),
    hourly_cost: money.nullable().optional(),
    /** Hours a week under contract: more on the roster is overtime (docs/modules/manpower.md). */
    contract_weekly_hours: z.number().min(0).max(99.9).multipleOf(0.5).optional(),
    active: z.boolean().optional(),
    /** Aircraft types the technician may certify; replaced as a whole on update. */
    authorisations: z
      .array(technicianAuthorisationSchema)
      .max(100)
      .refine((list) => new Set(list.map((a) => `${a.aircraft_type_id}/${a.category}`)).size === list.length, 'duplicate_authorisation')
      .optional(),
  }),
  [
    (value, ctx) => {
      if (Array.isArray(value.licences) && value.licences.length && !value.licence_number) {
        ctx.addIssue({ code: 'custom', path: ['licence_number'], message: 'licence_number_needed' });
      }
    },
  ],
);
