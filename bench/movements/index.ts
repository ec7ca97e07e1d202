/**
 * bench/movements — the flight-movement feed under load (docs/modules/movements.md): a day of jobs in
 * one region, one batch of IATA MVT messages (an ED delay for each job) posted to
 * `POST /api/flight_movements/mvt` on a real port, and one live event stream watching it, opened as
 * the region's supervisor (the one who hears both the re-timed jobs and the new double bookings).
 *
 *   npm run bench:movements -- [--activities 2000] [--messages 2000] [--database-url postgres://… | --pglite]
 *
 * Printed beside their targets: the batch's total time and messages per second (2 000 < 5 s); for
 * each re-timed job, the time until its live event was parsed on the stream (p95 < 1 s), counted
 * from its message's transaction start (flight_messages.created_at is now(), the transaction's start:
 * an upper bound of commit → stream that includes the message's own work) and from the request's
 * start; when the last new double booking's notice arrived; the outcomes; the server's time per
 * message and, on PostgreSQL, the table reads and writes per message. Exits 1 when the answer is not
 * 200, a message is not applied, or an expected event never arrives.
 */
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '../../model/live';
import { issueToken } from '../../server/auth/tokens';
import type { DatabaseHandle } from '../../server/db/client';
import { startServer } from '../../testkit/http/serverProcess';
import { openSse, type SseConnection } from '../../testkit/http/sseClient';
import { withBenchDatabase } from '../common/benchDatabase';
import { rowsOf } from '../common/sql';
import { parseOptions } from './options';
import { delayMessage, seedMovementDay, type BenchJob, type MovementDay } from './seed';
import { tableActivity, tableActivityPerMessage, type TableActivity } from './tableActivity';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (values: number[]) =>
  values.length ? `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}` : 'none';
const verdict = (meets: boolean) => (meets ? 'meets it' : 'MISSES it');
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
/** performance.now() of the bench as epoch milliseconds, to compare with the database's clock (same machine). */
const epochOf = (at: number) => performance.timeOrigin + at;

interface FeedAnswer {
  messages: { message_id: number; status: string; errors: unknown[]; movements: { outcome: string; activity_id: number | null }[] }[];
}

/** A live event and when it was parsed. */
interface Heard {
  event: LiveEvent;
  at: number;
}

/** The stream's live events after `floor`, with their arrival times. */
function heardAfter(stream: SseConnection, floor: number): Heard[] {
  return stream.messages.flatMap((message) => {
    if (message.event !== 'live' || !message.data) return [];
    const event = JSON.parse(message.data) as LiveEvent;
    return event.id > floor ? [{ event, at: message.at! }] : [];
  });
}

/**
 * The bench jobs an activities event announces: those it names, or, when it names none (a statement
 * that changed more than 50 jobs of a day: the browsers refetch the day), every job of its stations that day.
 */
function announced(event: LiveEvent, jobs: readonly BenchJob[]): number[] {
  if (event.topic !== 'activities') return [];
  const ids = event.data.activity_ids as number[] | null;
  if (ids) return ids;
  const stations = (event.data.station_ids as number[] | null) ?? [];
  return jobs.filter((job) => job.localDate === event.data.local_date && stations.includes(job.stationId)).map((job) => job.id);
}

/** Polls the stream (no waiter per job: thousands would each rescan every message) until `done` or the timeout. */
async function waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > until) return false;
    await sleep(50);
  }
  return true;
}

/** Waits until the stream has said nothing for `quietMs` (the notices that follow the last job's event). */
async function quiet(stream: SseConnection, quietMs: number, timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs;
  let count = stream.messages.length;
  let since = performance.now();
  while (performance.now() < until) {
    await sleep(100);
    if (stream.messages.length !== count) [count, since] = [stream.messages.length, performance.now()];
    else if (performance.now() - since >= quietMs) return;
  }
}

/** The feed's credential: an API key of the region (POST /api/api_keys), or the administrator's session where keys are not built. */
async function feedCredential(port: number, adminToken: string, regionId: number): Promise<{ token: string; kind: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/api_keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Movement bench feed', region_ids: [regionId], permission: 'movements_write' }),
  });
  if (response.status === 404) return { token: adminToken, kind: "the administrator's session" };
  if (response.status !== 201) throw new Error(`POST /api/api_keys answered ${response.status}: ${await response.text()}`);
  return { token: ((await response.json()) as { key: string }).key, kind: 'an API key (movements_write, the region)' };
}

async function postMvt(port: number, token: string, text: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/flight_movements/mvt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    body: text,
  });
  return { status: response.status, body: await response.text() };
}

const outcomesOf = (answer: FeedAnswer) => {
  const counts: Record<string, number> = {};
  for (const message of answer.messages) {
    if (message.status !== 'read') counts[`message ${message.status}`] = (counts[`message ${message.status}`] ?? 0) + 1;
    for (const movement of message.movements) counts[movement.outcome] = (counts[movement.outcome] ?? 0) + 1;
  }
  return counts;
};

async function main() {
  const options = parseOptions(process.argv.slice(2));
  let failed = false;
  const fail = (reason: string) => {
    failed = true;
    console.error(`FAILED: ${reason}`);
  };
  await withBenchDatabase(options.databaseUrl, async ({ databaseUrl, databaseName, open, serverEnv }) => {
    const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
    let handle: DatabaseHandle | null = await open();
    let day: MovementDay;
    let adminToken: string;
    let supervisorToken: string;
    const seedStarted = performance.now();
    try {
      day = await seedMovementDay(handle.db, options.activities);
      const [admin] = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from users where email = 'admin@tarmac.test'`));
      adminToken = (await issueToken(handle.db, Number(admin.id), { remember: true })).token;
      supervisorToken = (await issueToken(handle.db, day.supervisorUserId, { remember: true })).token;
    } finally {
      // PGlite allows one process per data directory: the server's, once the bench has let go. On
      // PostgreSQL too, so the seed's table counters are flushed (at the session's end) before the baseline.
      await handle.close();
      handle = null;
    }
    const batch = day.jobs.slice(0, options.messages);
    const conflicting = batch.filter((job) => day.conflictingJobIds.has(job.id));
    console.log(
      `Database: ${kind}${databaseUrl ? '' : ' (no --database-url, BENCH_DATABASE_URL or TEST_DATABASE_URL, or --pglite)'}; ` +
        `${options.activities} jobs today at 4 stations of one region, ${day.technicians} technicians, seeded in ${ms(performance.now() - seedStarted)}; ` +
        `one batch of ${batch.length} MVT messages (an ED ${90} minutes late each), ${conflicting.length} of which make a new double booking`,
    );

    const stats: { before?: TableActivity[]; after?: TableActivity[] } = {};
    if (databaseUrl) {
      handle = await open();
      stats.before = await tableActivity(handle.db);
      // To see each statement a message runs and its duration in PostgreSQL's own log (the server's
      // sessions only: they open after this; the database is thrown away afterwards).
      if (process.env.BENCH_STATEMENT_LOG)
        await handle.db.execute(sql.raw(`alter database ${databaseName} set log_min_duration_statement = 0`));
    }
    const server = await startServer({ ...serverEnv, JOBS: 'off', WEB_CONCURRENCY: '1', RATE_LIMIT_PER_MINUTE: '1000000' });
    let stream: SseConnection | null = null;
    let answer: FeedAnswer | null = null;
    let started = 0;
    let ended = 0;
    let floor = 0;
    let heard: Heard[] = [];
    try {
      const credential = await feedCredential(server.port, adminToken, day.regionId);
      console.log(`The feed signs in with ${credential.kind}; the stream is the bench supervisor's (posted at every bench station).`);
      stream = await openSse(`http://127.0.0.1:${server.port}/api/events`, { authorization: `Bearer ${supervisorToken}` });
      if (stream.status !== 200) throw new Error(`GET /api/events answered ${stream.status}: ${stream.body()}`);
      await stream.next((message) => message.retry !== undefined);

      // Warm-up (routes compiled, the pool filled, the hub's first reads) on a job of its own.
      const warm = await postMvt(server.port, credential.token, delayMessage(day.warmUp));
      if (warm.status !== 200) throw new Error(`The warm-up message answered ${warm.status}: ${warm.body}`);
      await stream.nextEvent(
        (event) => event.topic === 'activities' && ((event.data.activity_ids as number[] | null) ?? []).includes(day.warmUp.id),
        10_000,
      );
      await quiet(stream, 300, 5_000);
      floor = stream.events().at(-1)?.id ?? 0;

      const text = batch.map((job) => delayMessage(job)).join('');
      started = performance.now();
      const response = await postMvt(server.port, credential.token, text);
      ended = performance.now();
      if (response.status !== 200) {
        fail(`the batch answered ${response.status}: ${response.body.slice(0, 500)}`);
        return;
      }
      answer = JSON.parse(response.body) as FeedAnswer;

      const expected = new Set(batch.map((job) => job.id));
      const seen = new Set<number>();
      let scanned = 0;
      const allHeard = () => {
        const messages = stream!.messages;
        for (; scanned < messages.length; scanned++) {
          const message = messages[scanned];
          if (message.event !== 'live' || !message.data) continue;
          const event = JSON.parse(message.data) as LiveEvent;
          if (event.id > floor) for (const id of announced(event, batch)) if (expected.has(id)) seen.add(id);
        }
        return seen.size === expected.size;
      };
      if (!(await waitFor(allHeard, 30_000))) fail(`${expected.size - seen.size} re-timed jobs were never announced on the stream`);
      // The notices of the last messages follow their job's event within the same commit: wait for the stream to go quiet.
      await quiet(stream, 1_000, 30_000);
      heard = heardAfter(stream, floor);
    } finally {
      stream?.close();
      await server.stop();
    }
    if (!answer) return;

    // After the server has stopped (PGlite: its data folder is free again; PostgreSQL: its statistics flushed).
    handle ??= await open();
    try {
      if (databaseUrl) {
        await sleep(500);
        stats.after = await tableActivity(handle.db);
      }
      const messageIds = answer.messages.map((m) => m.message_id);
      const transactionStarts = new Map(
        rowsOf<{ id: number; at: number }>(
          await handle.db.execute(
            sql`select id, extract(epoch from created_at) * 1000 as at from flight_messages where id = any(${`{${messageIds.join(',')}}`}::int[])`,
          ),
        ).map((row) => [Number(row.id), Number(row.at)]),
      );
      const notices = rowsOf<{ id: number; type: string; link: string | null; at: string }>(
        await handle.db.execute(
          sql`select id, type, link, created_at::text as at from notifications where user_id = ${day.supervisorUserId} order by id`,
        ),
      );
      report({ answer, batch, day, started, ended, heard, transactionStarts, notices, stats, fail });
    } finally {
      await handle.close();
    }
  });
  if (failed) process.exitCode = 1;
}

interface Measured {
  answer: FeedAnswer;
  batch: MovementDay['jobs'];
  day: MovementDay;
  started: number;
  ended: number;
  heard: Heard[];
  /** Each message's transaction start (epoch ms). */
  transactionStarts: Map<number, number>;
  /** The supervisor's notifications, oldest first (the warm-up's first), with their transaction's start. */
  notices: { id: number; type: string; link: string | null; at: string }[];
  stats: { before?: TableActivity[]; after?: TableActivity[] };
  fail: (reason: string) => void;
}

function report({ answer, batch, day, started, ended, heard, transactionStarts, notices, stats, fail }: Measured) {
  const n = batch.length;
  const totalMs = ended - started;
  console.log(`\nThe batch (${n} messages, one request)`);
  console.log(
    // A smaller batch pays the request's fixed costs over fewer messages: scaling it up would judge those.
    `  total                ${ms(totalMs)} (target for 2 000 messages < 5 000 ms: ${n === 2000 ? verdict(totalMs < 5000) : 'judged at 2 000 messages only'})`,
  );
  console.log(`  messages/s           ${Math.round((n / totalMs) * 1000)} (target ≥ 400/s)`);

  const counts = outcomesOf(answer);
  console.log(
    `  outcomes             ${Object.entries(counts)
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(', ')}`,
  );
  const applied = new Map<number, number>();
  answer.messages.forEach((message, k) => {
    const movement = message.movements[0];
    if (
      message.status !== 'read' ||
      message.movements.length !== 1 ||
      movement.outcome !== 'applied' ||
      movement.activity_id !== batch[k].id
    )
      return;
    applied.set(batch[k].id, message.message_id);
  });
  if (answer.messages.length !== n) fail(`${answer.messages.length} messages answered for ${n} sent`);
  if (applied.size !== n) fail(`${n - applied.size} messages were not applied to their own job (${JSON.stringify(counts)})`);

  // Messages are handled in chunks, one transaction each (docs/performance.md, "Flight movements"):
  // a message's own time is its share of its chunk's.
  const starts = answer.messages.map((m) => transactionStarts.get(m.message_id)!).sort((a, b) => a - b);
  console.log(`  per message          ${ms(totalMs / n)} (the batch's time shared out)`);
  console.log(`  before the first     ${ms(starts[0] - epochOf(started))} (request, reading and parsing the ${n} messages)`);

  // Each job's first activities event after the batch began.
  const firstHeard = new Map<number, number>();
  for (const { event, at } of heard) for (const id of announced(event, batch)) if (!firstHeard.has(id)) firstHeard.set(id, at);
  const fromRequest: number[] = [];
  const fromTransaction: number[] = [];
  for (const job of batch) {
    const at = firstHeard.get(job.id);
    const messageId = applied.get(job.id);
    if (at === undefined || messageId === undefined) continue;
    fromRequest.push(at - started);
    fromTransaction.push(epochOf(at) - transactionStarts.get(messageId)!);
  }
  console.log(`\nRe-timed job → its live event parsed on the stream (${fromRequest.length} of ${n})`);
  console.log(
    `  from its message's transaction start  ${spread(fromTransaction)} (target p95 < 1 000 ms: ${verdict(percentile(fromTransaction, 95) < 1000)}; includes the message's own work before its commit)`,
  );
  console.log(`  from the request's start              ${spread(fromRequest)}`);

  // A transaction's notices to the supervisor are one event on their stream (the notifications
  // trigger publishes once per user and statement, and a chunk writes its notices in one statement):
  // the k-th transaction holding some is the k-th event.
  const noticeEvents = heard.filter(({ event }) => event.topic === 'notifications');
  const transactions = [...new Set(notices.map((notice) => notice.at))];
  const batchTransactions = transactions.slice(transactions.length - noticeEvents.length);
  const conflictArrivals: { jobId: number; at: number }[] = [];
  for (const notice of notices) {
    const k = batchTransactions.indexOf(notice.at);
    const jobId = Number(/\/(\d+)$/.exec(notice.link ?? '')?.[1]);
    if (notice.type === 'conflict' && k >= 0) conflictArrivals.push({ jobId, at: noticeEvents[k].at });
  }
  const expectedConflicts = batch.filter((job) => day.conflictingJobIds.has(job.id)).length;
  console.log(
    `\nNew double bookings → their notice on the supervisor's stream (${conflictArrivals.length} of ${expectedConflicts} expected)`,
  );
  if (noticeEvents.length > transactions.length)
    fail(`${noticeEvents.length} notification events for ${transactions.length} transactions with notices`);
  if (conflictArrivals.length !== expectedConflicts)
    fail(`${conflictArrivals.length} double-booking notices heard, ${expectedConflicts} expected`);
  if (conflictArrivals.length) {
    const last = conflictArrivals.at(-1)!;
    const fromCommit = conflictArrivals
      .map(({ jobId, at }) => epochOf(at) - transactionStarts.get(applied.get(jobId) ?? -1)!)
      .filter(Number.isFinite);
    console.log(`  the last one, from the request's start  ${ms(last.at - started)} (the answer came at ${ms(totalMs)})`);
    console.log(`  each, from its message's transaction start  ${spread(fromCommit)}`);
  }

  if (stats.before && stats.after) {
    console.log(`\nPer message, every session (pg_stat_user_tables over the batch, the warm-up message and the stream's reads included)`);
    for (const line of tableActivityPerMessage(stats.before, stats.after, n + 1)) console.log(`  ${line}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
