import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { startJobScheduler, type JobScheduler } from './jobs/scheduler';
import { moduleJobs } from './modules';
import { serveClusterMetrics } from './ops/clusterMetrics';
import { prepare, prepareDatabase } from './start';
import { startSummary } from './startReport';

/** A worker that dies this soon after starting is failing, not crashing once: stop rather than loop. */
const crashLoopMs = 10_000;
/**
 * How long SIGTERM waits for requests in flight and a job under way (docs/operations.md): under the
 * 30 s an orchestrator commonly allows before it kills, with room to close the database after.
 */
const drainBoundMs = 10_000;
/** A database that will not close (a connection still lent to a stuck job) is left to the exit. */
const closeBoundMs = 2_000;

/** Whether `work` settled within `ms`. */
function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([work.then(() => true), late]).finally(() => clearTimeout(timer));
}

/** Reads the configuration, then serves in this process or in WEB_CONCURRENCY workers. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) await superviseWorkers(config);
  else await serve(config, { readied: cluster.isWorker });
}

/** Opens the database, listens, and drains on SIGINT/SIGTERM before it exits. */
async function serve(config: Config, options: { readied: boolean }) {
  const { app, database, report } = await prepare(config, options);
  let scheduler: JobScheduler | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // app.close() stops accepting connections, ends each live stream with a retry hint so its
    // browser reconnects to another node (server/live/liveStream.ts), answers 503 on kept-alive
    // connections and waits for the requests in flight; a job under way finishes too, both before
    // the database closes. Past the bound the node stops anyway: the job's transaction rolls back
    // and it runs again on the next minute, in whichever node takes its lock.
    const drained = await within(Promise.all([app.close(), scheduler?.stop()]), drainBoundMs);
    if (!drained) app.log.error(`shutting down: still busy after ${drainBoundMs / 1000} s, stopping anyway`);
    await within(database.close(), closeBoundMs);
    app.log.info('stopped');
    process.exit(drained ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.JOBS === 'on' && !stopping)
    scheduler = startJobScheduler(database.db, moduleJobs, app.log, {
      context: { mailer: app.mailer, appUrl: config.APP_URL, log: app.log },
      onOutcome: app.metrics.jobFinished,
    });
  if (report) for (const line of startSummary(report, config.APP_URL)) app.log.info(line);
}

/**
 * Migrates and seeds once, then runs WEB_CONCURRENCY workers sharing the port (node:cluster),
 * replacing one that crashes. SIGINT/SIGTERM are passed on and each worker finishes its requests.
 */
async function superviseWorkers(config: Config) {
  const log = createLogger(config);
  const report = await prepareDatabase(config);
  serveClusterMetrics();
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      // With process.exitCode: 1 after a failed start, 0 after SIGINT/SIGTERM.
      if (startedAt.size === 0) process.exit();
      return;
    }
    log.error(`Worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}) after ${Math.round(ranMs / 1000)} s`);
    if (ranMs < crashLoopMs) {
      log.error('It failed while starting: stopping the server.');
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit();
      return;
    }
    fork();
  });
  cluster.on('listening', (worker) => {
    if (worker.id === 1) for (const line of startSummary(report, config.APP_URL, config.WEB_CONCURRENCY)) log.info(line);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
