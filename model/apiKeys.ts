import { z } from 'zod';
import type { PermissionName } from './permissions';
import { recordId, requiredText } from './resources/fieldRules';
import { resourceSchemas } from './resources/resourceSchemas';

/**
 * API keys: the credential of a system (an airline's movement feed), never a person's
 * (docs/security.md, "API keys"). A key carries ONE of these permissions and reaches only the
 * routes that declare it; anything wider would make a leaked key a leaked account.
 */
export const apiKeyPermissions = ['movements_write'] as const satisfies readonly PermissionName[];
export type ApiKeyPermission = (typeof apiKeyPermissions)[number];

/**
 * Every key starts with this, so the authentication plugin tells a key from a session token
 * without a lookup, and a key pasted into a ticket or a log is recognisable for what it is.
 */
export const apiKeyPrefix = 'tmk_';

/** How much of a key the list keeps and shows (`key_prefix`): the prefix and a few characters, enough to tell keys apart. */
export const apiKeyShownLength = 12;

/** The create body (POST /api/api_keys); the browser's form checks the same schema. */
export const apiKeysSchemas = resourceSchemas(
  z.object({
    name: requiredText(120),
    /** The regions the key writes in: at least one, each an active region the administrator belongs to. */
    region_ids: z.array(recordId).min(1).max(100),
    permission: z.enum(apiKeyPermissions),
  }),
);
export type ApiKeyInput = z.infer<typeof apiKeysSchemas.fields>;

/** A key as the API answers it: never the key (but once, on create) nor its hash. */
export const apiKeyRecordSchema = z.object({
  id: z.int(),
  name: z.string(),
  key_prefix: z.string(),
  permission: z.string(),
  region_ids: z.array(z.int()),
  created_by: z.int().nullable(),
  created_by_name: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoked_by: z.int().nullable(),
  active: z.boolean(),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecordSchema>;

/** The create answer: the record and the key itself, shown this once. */
export const createdApiKeySchema = apiKeyRecordSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
