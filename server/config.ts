import { isIP } from 'node:net';
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

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Links in e-mails and the OpenID Connect callback are built on it. */
  APP_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
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
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        // JSON.parse quotes the input in its message, and this input holds client secrets.
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of providers (this is not valid JSON)' });
        return z.NEVER;
      }
      const parsed = z.array(oidcProviderSchema).safeParse(json);
      if (parsed.success) return parsed.data;
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`);
      ctx.addIssue({ code: 'custom', message: `must be a JSON array of providers (${problems.join('; ')})` });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Secret used to sign e-mail verification links; generated per data directory when unset. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Which peers may tell the client's address in X-Forwarded-For: `true`, `false`, or comma-separated
   * addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. None by default: a
   * trusted peer chooses the address the sign-in throttle and rate limit count, and trusting whole
   * private ranges would let any client on them (or on the same host) choose it. Name the load
   * balancer instead.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((raw, ctx): boolean | string => {
      if (raw === 'true' || raw === 'false') return raw === 'true';
      const entries = raw.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries.join(',');
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, or comma-separated addresses, CIDR ranges, loopback, linklocal or uniquelocal',
      });
      return z.NEVER;
    }),
  /** Requests per minute per signed-in user (per address when signed out). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Seed demo data into an empty database at start-up. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  NODE_ENV: z.string().default('development'),
  /** Server processes sharing the port, e.g. one per core (PostgreSQL only: PGlite is one process). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Pooled PostgreSQL connections per serving process (docs/deployment.md sizes them against max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The modules' periodic jobs (server/jobs): on in every process (each job runs in one at a time); off for a process that only serves. */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** How often an open live event stream (GET /api/events) sends a heartbeat and re-reads its session. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(15_000),
  /**
   * Bearer token a Prometheus scraper sends to read GET /metrics from another host; unset, the
   * metrics are served only to this host (docs/operations.md).
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
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
  if (value.WEB_CONCURRENCY > 1 && !value.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database allows one process)',
    );
  }
  return {
    ...value,
    DATA_DIR: path.resolve(value.DATA_DIR),
    APP_URL: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
  };
}
