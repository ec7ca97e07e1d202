import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { notFound, unauthenticated } from '../errors';
import type { JobOutcome } from '../jobs/runDueJob';
import { askPrimaryForMetrics } from './clusterMetrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** What code outside the request cycle reports (server/index.ts passes job outcomes here). */
export interface AppMetrics {
  jobFinished(job: string, outcome: JobOutcome): void;
}

/**
 * Node's own metrics (event-loop lag, heap, CPU, handles): prom-client's defaults, under their
 * standard names so ready-made Node dashboards work. They describe the process, not an app, and
 * prom-client refuses to collect them twice, so one registry per process holds them (tests build
 * many apps in one process).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Request durations in seconds: from a cached read to a heavy report. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of a request that matched no route: raw URLs would grow the series without end. */
export const unmatchedRoute = '(unmatched)';

/**
 * Whether the request comes straight from this host: its socket is loopback and no proxy
 * forwarded it. A reverse proxy on the same host connects from loopback too, so a request with
 * forwarding headers is someone else's, whatever TRUST_PROXY says.
 */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

/** Compared as digests: equal lengths, so neither the token's text nor its length leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearer(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/**
 * `GET /metrics` in the Prometheus text format (docs/operations.md): request durations by route
 * pattern and status, open live streams, job runs and failures, the database pool and Node's
 * default metrics. Only for the host itself or a scraper holding METRICS_TOKEN: no session, no
 * rate limit. With WEB_CONCURRENCY workers the answer is the node's sum, gathered by the primary
 * (server/ops/clusterMetrics.ts), whichever worker the scrape reached.
 */
export default fp(async function metrics(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'tarmac_http_request_duration_seconds',
    help: 'Time from the request arriving to the response being sent, by route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  new Gauge({
    name: 'tarmac_live_streams',
    help: 'Open live event streams (GET /api/events)',
    registers: [registry],
    collect() {
      this.set(app.liveHub.streamCount);
    },
  });
  const jobRuns = new Counter({
    name: 'tarmac_job_runs_total',
    help: 'Job runs this process started (outcome ran or failed), by job',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'tarmac_db_pool_connections',
    help: 'Database connections of this process by state (total, idle, waiting = queries queued for one); the embedded PGlite is one connection',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  const registries = [processMetrics(), registry];
  // A worker answers its primary's gathering with these (prom-client listens for it once constructed).
  if (cluster.isWorker) {
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries(registries);
  }

  app.decorate('metrics', {
    jobFinished(job: string, outcome: JobOutcome) {
      if (outcome === 'ran' || outcome === 'failed') jobRuns.inc({ job, outcome });
    },
  } satisfies AppMetrics);

  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? unmatchedRoute, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { config: { public: true, rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const token = app.config.METRICS_TOKEN;
    const given = bearer(request);
    if (!(token && given && sameToken(given, token)) && !fromLoopback(request)) {
      // Without a token the endpoint is not offered outside the host at all; with one, a scraper
      // sent without it (or with a stale one) is told so rather than sent to look for a wrong path.
      throw token ? unauthenticated() : notFound();
    }
    const text = cluster.isWorker ? await askPrimaryForMetrics() : await Registry.merge(registries).metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
});
