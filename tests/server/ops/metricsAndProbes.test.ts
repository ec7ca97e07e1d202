import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMigration } from '../../../server/ops/probes';
import { bearer, createTestApp, type TestApp } from '../helper';

/**
 * GET /metrics, /health and /ready (docs/operations.md), on PGlite and PostgreSQL. The open-stream
 * gauge is read in tests/server/live/events.test.ts, where streams are open; the sum over
 * WEB_CONCURRENCY workers in tests/server/workers.test.ts.
 */
const metricsToken = 'scraper-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: metricsToken });
});
afterAll(() => t?.close());

/** light-my-request's default peer is 127.0.0.1: a scrape from this host. */
const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', ...options });

/** The value of the sample `name{labels}` (labels in the order prom-client writes them). */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('times requests by route pattern and status, never by raw URL', async () => {
    const token = await t.tokenFor('admin@tarmac.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/1', headers: bearer(token) })).statusCode).toBe(200);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE tarmac_http_request_duration_seconds histogram');
    const health = 'method="GET",route="/api/health",status_code="200"';
    expect(sample(text, 'tarmac_http_request_duration_seconds_count', health)).toBe(1);
    expect(sample(text, 'tarmac_http_request_duration_seconds_bucket', `le="+Inf",${health}`)).toBe(1);
    expect(sample(text, 'tarmac_http_request_duration_seconds_count', 'method="GET",route="/api/users/:id",status_code="200"')).toBe(1);
    expect(text).not.toContain('route="/api/users/1"');
  });

  it('reports live streams, job runs, the database pool and Node’s default metrics', async () => {
    t.app.metrics.jobFinished('ops_test.ran', 'ran');
    t.app.metrics.jobFinished('ops_test.ran', 'ran');
    t.app.metrics.jobFinished('ops_test.ran', 'failed');
    t.app.metrics.jobFinished('ops_test.ran', 'not_due');
    const text = (await scrape()).body;
    expect(sample(text, 'tarmac_live_streams')).toBe(0);
    expect(sample(text, 'tarmac_job_runs_total', 'job="ops_test.ran",outcome="ran"')).toBe(2);
    expect(sample(text, 'tarmac_job_runs_total', 'job="ops_test.ran",outcome="failed"')).toBe(1);
    expect(text).not.toContain('outcome="not_due"');
    expect(sample(text, 'tarmac_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tarmac_db_pool_connections', 'state="waiting"')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('answers another host only with the token (401 without it), and never by a session', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    expect((await scrape({ ...remote, headers: bearer(metricsToken) })).statusCode).toBe(200);
    const admin = await t.tokenFor('admin@tarmac.test');
    for (const headers of [{}, bearer('scraper-token-wrong-456789'), bearer(admin), { authorization: `Basic ${metricsToken}` }]) {
      const res = await scrape({ ...remote, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.body).not.toContain('tarmac_');
    }
    // A reverse proxy on this host connects from loopback: what it forwards is not this host's.
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(401);
    expect((await scrape({ remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('without METRICS_TOKEN, is not there for another host at all (404)', async () => {
    const configured = t.app.config.METRICS_TOKEN;
    t.app.config.METRICS_TOKEN = undefined;
    try {
      expect((await scrape({ remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
      expect((await scrape({ remoteAddress: '203.0.113.7', headers: bearer(metricsToken) })).statusCode).toBe(404);
      expect((await scrape()).statusCode).toBe(200);
    } finally {
      t.app.config.METRICS_TOKEN = configured;
    }
  });

  it('is not rate-limited', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject({ method: 'GET', url: '/metrics' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /health and GET /ready', () => {
  it('are both 200 on a migrated, reachable database', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.7' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready', remoteAddress: '203.0.113.7' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('/ready is 503 while the latest migration is not applied; /health stays 200', async () => {
    const latest = latestMigration();
    const { rows } = (await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${latest.when} returning id, hash, created_at`,
    )) as { rows: { id: number; hash: string; created_at: string }[] };
    expect(rows).toHaveLength(1);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: `migrations pending: ${latest.tag} is not applied` });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      const [row] = rows;
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});
