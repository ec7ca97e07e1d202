import { z } from 'zod';
import { email, recordId, requiredText } from './fieldRules';
import { supportedLocales } from '../locales';
import { resourceSchemas } from './resourceSchemas';

/** Administrators manage accounts here; a password is never set or shown — the user gets a reset link. */
export const usersSchemas = resourceSchemas(
  z.object({
    name: requiredText(120),
    email: email.transform((value) => value.toLowerCase()),
    role_id: recordId,
    /** Region memberships; the first one becomes the active region of a new user. */
    region_ids: z.array(recordId).min(1).max(100),
    active: z.boolean().optional(),
    locale: z.enum(supportedLocales).nullable().optional(),
  }),
);
