import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed and validated in one place.
 * A bad value stops start-up with a message naming the variable (see README "Configuration").
 */
const oidcProviderSchema = z.object({
  name: z.string().regex(/^[a-z0-9_-]+$/, 'provider names are lower-case letters, digits, - or _'),
  label: z.string().optional(),
  issuer: z.url(),
  client_id: z.string().min(1),
  client_secret: z.string().optional(),
  scope: z.string().default('openid email profile'),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tarmac <no-reply@tarmac.test>'),
  /** JSON array of {name, label, issuer, client_id, client_secret, scope}. */
  OIDC_PROVIDERS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return [];
      try {
        return z.array(oidcProviderSchema).parse(JSON.parse(raw));
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `must be a JSON array of providers (${(error as Error).message.split('\n')[0]})` });
        return z.NEVER;
      }
    }),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Secret used to sign e-mail verification links; generated per data directory when unset. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Requests per minute per token (or address when signed out). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Seed demo data into an empty database at start-up. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  NODE_ENV: z.string().default('development'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'APP_URL'> & {
  DATA_DIR: string;
  APP_URL: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" — common in .env files and CI matrices.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    ...value,
    DATA_DIR: path.resolve(value.DATA_DIR),
    APP_URL: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
  };
}
