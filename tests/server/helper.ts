import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { expect, inject, vi } from 'vitest';
import { loadConfig, type Config } from '../../server/config';
import { migrate, openDatabase, pgliteExtensions, pgliteHandle, type DatabaseHandle } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { demoAccounts, seedDemoData } from '../../server/db/seed';
import { roleIds, type RoleName } from '../../model/roles';
import { buildApp } from '../../server/app';
import { createMemoryMailer, type MailMessage } from '../../server/auth/mail';
import { issueToken } from '../../server/auth/tokens';
import { adminQuery, databaseUrlFor } from '../../server/db/postgresAdmin';

export const demoPassword = 'Tarmac-demo-2026';
export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A fresh, migrated and seeded database for one test file, copied from the one that
 * globalSetup.ts built for the run: the PGlite snapshot loaded in memory, or on PostgreSQL a
 * database of its own created from the template (so files can run side by side) and dropped
 * afterwards. Without the global setup (a file run on its own elsewhere) it builds one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!onPostgres) {
    const snapshot = inject('pgliteSnapshot');
    if (!snapshot) {
      const handle = await openDatabase({ dataDir: 'memory://' });
      await migrate(handle);
      await seedDemoData(handle.db);
      return handle;
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(snapshot)]), extensions: await pgliteExtensions() });
    return pgliteHandle(client);
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const template = inject('postgresTemplate');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(url, name), poolSize: 4 });
  if (!template) {
    await migrate(handle);
    await seedDemoData(handle.db);
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  mail: ReturnType<typeof createMemoryMailer>;
  /** Signs in and returns the bearer token. */
  login(email: string, password?: string, remember?: boolean): Promise<string>;
  /**
   * A token issued the way sign-in issues it, without the password check: scrypt is slow on
   * purpose, and most tests are about something other than signing in.
   */
  tokenFor(email: string, remember?: boolean): Promise<string>;
  /** Sends a request as the caller `headers` identify, with a JSON body when one is given. */
  send(method: HttpMethod, url: string, headers: Record<string, string>, payload?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://tarmac.test', ...env });
  const database = await createTestDatabase();
  const mail = createMemoryMailer();
  const app = await buildApp({ config, database, mailer: mail, serveClient: false });
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    async login(email, password = demoPassword, remember = false) {
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, remember } });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      return response.json().token as string;
    },
    async tokenFor(email, remember = false) {
      const [user] = await database.db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.email, email.toLowerCase()));
      if (!user) throw new Error(`no user ${email}`);
      return (await issueToken(database.db, user.id, { remember })).token;
    },
    send(method, url, headers, payload) {
      return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For a test that changes accounts, tokens, roles or regions in the database directly and checks
 * the effect at once: on PostgreSQL the notification that empties the session cache arrives a
 * moment after the commit (server/plugins/sessionCache.ts).
 */
export function forgetSessions(app: FastifyInstance): void {
  app.sessions.clear();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A JSON value as a query parameter, as ra-data-simple-rest sends sort, range and filter. */
export const queryJson = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** GET /api/user: who the API takes the bearer of `token` for (from `remoteAddress` when given). */
export const whoAmI = (t: TestApp, token: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token), ...(remoteAddress ? { remoteAddress } : {}) });

/** The demo account of each fixed role (server/db/seed/accounts.ts). */
export const demoEmails = Object.fromEntries(
  demoAccounts.map((account) => [Object.entries(roleIds).find(([, id]) => id === account.role_id)![0], account.email]),
) as Record<RoleName, string>;

/** Authorization headers of each demo role's account. */
export async function demoRoleHeaders(t: TestApp): Promise<Record<RoleName, Record<string, string>>> {
  const entries = await Promise.all(
    Object.entries(demoEmails).map(async ([role, email]) => [role, bearer(await t.tokenFor(email)) as Record<string, string>] as const),
  );
  return Object.fromEntries(entries) as Record<RoleName, Record<string, string>>;
}

export interface TestUserOptions {
  email: string;
  name?: string;
  verified?: boolean;
  active?: boolean;
  role_id?: number | null;
  /** Region codes (EUR-W, EUR-N, NAM); the first becomes the active region. */
  regions?: string[];
}

/**
 * Inserts an account that signs in with the demo password. The hash is copied from a demo user
 * because scrypt is slow on purpose and tests should not pay for it over and over.
 */
export async function insertUser(t: TestApp, options: TestUserOptions): Promise<number> {
  const db = t.database.db;
  const [demo] = await db
    .select({ hash: schema.users.password_hash })
    .from(schema.users)
    .where(eq(schema.users.email, 'viewer@tarmac.test'));
  const regionRows = options.regions?.length
    ? await db
        .select({ id: schema.regions.id, code: schema.regions.code })
        .from(schema.regions)
        .where(inArray(schema.regions.code, options.regions))
    : [];
  const regionId = (code: string) => regionRows.find((r) => r.code === code)!.id;
  const [user] = await db
    .insert(schema.users)
    .values({
      name: options.name ?? options.email.split('@')[0],
      email: options.email.toLowerCase(),
      password_hash: demo.hash,
      role_id: options.role_id ?? null,
      active: options.active ?? true,
      email_verified_at: options.verified === false ? null : new Date(),
      instance_id: options.regions?.length ? regionId(options.regions[0]) : null,
    })
    .returning({ id: schema.users.id });
  if (options.regions?.length) {
    await db.insert(schema.userRegions).values(options.regions.map((code) => ({ user_id: user.id, region_id: regionId(code) })));
  }
  return user.id;
}

/** A role an administrator made, granted exactly `permissionNames`; returns its id. */
export async function insertRole(t: TestApp, name: string, permissionNames: readonly string[]): Promise<number> {
  const db = t.database.db;
  const [role] = await db.insert(schema.roles).values({ name }).returning({ id: schema.roles.id });
  const granted = await db
    .select({ id: schema.permissions.id })
    .from(schema.permissions)
    .where(inArray(schema.permissions.name, [...permissionNames]));
  await db.insert(schema.rolePermissions).values(granted.map((p) => ({ role_id: role.id, permission_id: p.id })));
  return role.id;
}

/** Every e-mail sent so far, once those the app sends after answering (server/auth/mailQueue.ts) have gone. */
export async function sentMail(t: TestApp): Promise<MailMessage[]> {
  await t.app.mailQueue.drained();
  return t.mail.messages;
}

/** The last e-mail sent to an address, or a failure naming what was sent instead. */
export async function lastMailTo(t: TestApp, address: string): Promise<MailMessage> {
  const messages = await sentMail(t);
  const message = messages.filter((m) => m.to === address).at(-1);
  if (!message) throw new Error(`no mail to ${address}; sent: ${messages.map((m) => m.to).join(', ') || 'none'}`);
  return message;
}

/** The first link to the app in a mail, as a URL. */
export function linkIn(text: string): URL {
  const match = text.match(/http:\/\/tarmac\.test\/\S+/);
  if (!match) throw new Error(`no link in:\n${text}`);
  return new URL(match[0]);
}

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body built by hand, the way a browser's FormData sends it. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tarmac${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** What a leaked stack trace or internal error looks like in a response body. */
export const internalsPattern = /\bat [\w.<>]+ \(|node_modules|\.[jt]s:\d+|\bError: |"stack"|\bselect .+ from\b|\binsert into\b/i;

/**
 * Sends a request while the app's next database transaction fails: the answer must be a plain
 * 500 with no internals. The caller checks that nothing was kept.
 */
export async function sendWhileTheWriteFails(t: TestApp, send: () => Promise<{ statusCode: number; body: string }>): Promise<void> {
  const failing = vi.spyOn(t.app.db, 'transaction').mockRejectedValueOnce(new Error('the database went away'));
  try {
    const res = await send();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(internalsPattern);
  } finally {
    failing.mockRestore();
  }
}

/**
 * The rate limit counts in fixed windows of a minute (server/plugins/sharedRateLimit.ts): a test that
 * counts up to the limit first waits, when the current window is nearly over, for the next one to begin.
 */
export async function inOneRateLimitWindow(secondsNeeded: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < secondsNeeded * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
