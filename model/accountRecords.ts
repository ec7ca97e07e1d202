import { z } from 'zod';

/**
 * What the account endpoints answer (sign-in, registration, password, profile, region switch, external
 * sign-in; server/routes/account): the server declares these as its response schemas (published in
 * the OpenAPI document) and the browser reads them typed from them, so the two cannot drift apart.
 */

/** The signed-in user, field for field as the API answers it (notificationa_alert_count is spelled so). */
export const currentUserSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    role_id: z.int().nullable(),
    role_name: z.string().nullable(),
    role: z.string().nullable(),
    photo_url: z.string().nullable(),
    logo_url: z.string().nullable(),
    /** The active region: the one every region-owned record is scoped to. */
    instance_id: z.int().nullable(),
    regions: z.array(z.object({ region_id: z.int(), region_name: z.string() })),
    permission: z.array(z.object({ permissions_name: z.string() })),
    notificationa_alert_count: z.int(),
    locale: z.string().nullable(),
    email_verified: z.boolean(),
  })
  .meta({ description: 'The signed-in user, their regions and permissions.' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/login: the bearer token and its lifetime in seconds. */
export const issuedTokenSchema = z.object({ token: z.string(), token_type: z.literal('bearer'), expires_in: z.int() });
export type IssuedToken = z.infer<typeof issuedTokenSchema>;

/** An answer that only says what happened, in the caller's language. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** GET /api/oauth/providers: the external sign-in providers, as the sign-in page lists them. */
export const oauthProviderSchema = z.object({ name: z.string(), label: z.string() });
export type OauthProvider = z.infer<typeof oauthProviderSchema>;

/** POST /api/oauth/:provider: the provider's sign-in page to send the browser to. */
export const oauthStartSchema = z.object({ url: z.string() });
export type OauthStart = z.infer<typeof oauthStartSchema>;
