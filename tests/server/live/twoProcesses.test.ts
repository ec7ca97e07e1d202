import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type RunningServer } from '../../../testkit/http/serverProcess';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { adminQuery, databaseUrlFor } from '../../../server/db/postgresAdmin';
import { demoPassword } from '../../../server/db/seed';
import { sql } from 'drizzle-orm';
import { bearer, inOneRateLimitWindow, multipart, type MultipartPart } from '../helper';
import { openActivityOf } from './liveFixtures';
import { openSse } from '../../../testkit/http/sseClient';

/**
 * Live events (docs/decisions/0002-sse-for-live-events.md): with two API processes on PostgreSQL, an event raised through one
 * reaches a browser whose stream is open on the other (each process LISTENs; NOTIFY reaches all).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl || process.env.TEST_DB === 'pglite')('live events across two API processes', () => {
  const name = `live_two_${randomBytes(4).toString('hex')}`;
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-live-')));
  const servers: RunningServer[] = [];
  /** Small, so the limit is quick to reach; each other test signs in as a user of its own and stays well under it. */
  const rateLimit = 60;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    await adminQuery(serverUrl!, `create database ${name}`);
    const url = databaseUrlFor(serverUrl!, name);
    // Both at once on the empty database, as nodes of a new version start: the startup lock lets one migrate and
    // seed, the other then finds it done (docs/deployment.md, "Upgrades").
    servers.push(
      ...(await Promise.all(
        dataDirs.map((dataDir) =>
          startServer({
            DATABASE_URL: url,
            DATA_DIR: dataDir,
            WEB_CONCURRENCY: '1',
            JOBS: 'off',
            RATE_LIMIT_PER_MINUTE: String(rateLimit),
          }),
        ),
      )),
    );
    database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('started both nodes together on an empty database: migrated once, seeded once', async () => {
    const { rows } = (await database!.db.execute(sql`select count(*)::int as admins from users where email = 'admin@tarmac.test'`)) as {
      rows: unknown[];
    };
    expect(rows).toEqual([{ admins: 1 }]);
    for (const server of servers) expect((await fetch(`http://127.0.0.1:${server.port}/ready`)).status).toBe(200);
  });

  it('streams on process B a change made through process A', async () => {
    const [a, b] = servers;
    const token = await signIn(a.port, 'admin@tarmac.test', demoPassword);
    const [onA, onB] = await Promise.all([a, b].map((server) => openSse(`http://127.0.0.1:${server.port}/api/events`, bearer(token))));
    expect([onA.status, onB.status]).toEqual([200, 200]);
    await Promise.all([onA, onB].map((stream) => stream.next((message) => message.retry !== undefined)));

    const activity = await openActivityOf(database!.db, 'EUR-W');
    const res = await fetch(`http://127.0.0.1:${a.port}/api/activities/${activity.id}/times`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ eta_at: '2030-01-01T10:00:00Z', version: activity.version }),
    });
    expect(res.status, await res.text()).toBe(200);
    const changed = (event: { topic: string; data: Record<string, unknown> }) =>
      event.topic === 'activities' && (event.data.activity_ids as number[] | null)?.includes(activity.id) === true;
    const [fromA, fromB] = await Promise.all([onA.nextEvent(changed), onB.nextEvent(changed)]);
    expect(fromB).toEqual(fromA);
    expect(fromB).toMatchObject({ region_id: activity.region_id, data: { local_date: activity.local_date } });
    onA.close();
    onB.close();
  }, 60_000);

  it('counts the rate limit across the nodes: requests split over A and B get 429 at about the limit in total, not twice it', async () => {
    const token = await signIn(servers[0].port, 'planner@tarmac.test', demoPassword);
    await inOneRateLimitWindow(8);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * rateLimit; i++) {
      const res = await fetch(`http://127.0.0.1:${servers[i % 2].port}/api/user`, { headers: bearer(token) });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    const allowed = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // Counted by each node alone it would be 120; each may overshoot by what it counts before its next flush (docs/security.md).
    expect(allowed).toBeGreaterThanOrEqual(rateLimit);
    expect(allowed).toBeLessThanOrEqual(rateLimit * 1.25);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  }, 60_000);

  it('serves from node B every kind of file stored through node A: the logo publicly, the others to the signed in, each through its own route', async () => {
    const [a, b] = servers;
    const on = (server: RunningServer, url: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${server.port}${url}`, init);
    const token = await signIn(a.port, 'admin@tarmac.test', demoPassword);
    const upload = async (url: string, parts: MultipartPart[]) => {
      const body = multipart(parts);
      const res = await on(a, url, { method: 'POST', headers: { ...bearer(token), ...body.headers }, body: new Uint8Array(body.payload) });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return res.json();
    };
    const bytesOn = async (server: RunningServer, url: string, headers: Record<string, string> = {}) => {
      const res = await on(server, url, { headers });
      expect(res.status, url).toBe(200);
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    // A real 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const image = (name: string): MultipartPart => ({ name, filename: `${name}.png`, contentType: 'image/png', content: png });

    // The logo, to anyone (the sign-in page shows it), with the same ETag whichever node answers.
    const { logo_url: logoUrl } = await upload('/api/setting/logo', [image('logo')]);
    const logo = await bytesOn(b, logoUrl);
    expect(logo.bytes.equals(png)).toBe(true);
    expect(logo.res.headers.get('content-type')).toBe('image/png');
    const etag = (await bytesOn(a, logoUrl)).res.headers.get('etag')!;
    expect(logo.res.headers.get('etag')).toBe(etag);
    expect((await on(b, logoUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // A profile photo, to the signed in only.
    const { photo_url: photoUrl } = await upload('/api/settings/photo', [image('photo')]);
    expect((await on(b, photoUrl)).status).toBe(401);
    expect((await bytesOn(b, photoUrl, bearer(token))).bytes.equals(png)).toBe(true);

    // A receipt with its release certificate (Parts); training certificates and expense receipts are kept the same way.
    const db = database!.db;
    const [{ station, cert, measure }] = (
      (await db.execute(sql`select (select id from stations where code = 'CDG') as station, (select id from part_cert where code = 'EASA-F1') as cert,
        (select id from measures where code = 'ea') as measure`)) as unknown as {
        rows: { station: number; cert: number; measure: number }[];
      }
    ).rows;
    const [{ material }] = (
      (await db.execute(sql`insert into materials (part_number, description, measure_id, category, tracking, accepted_cert_ids)
        values ('TWO-NODE-1', 'Bleed valve', ${measure}, 'part', 'serial', array[${cert}]::int[]) returning id as material`)) as unknown as {
        rows: { material: number }[];
      }
    ).rows;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const fields = { station_id: station, material_id: material, quantity: 1, lot: 'SN-TWO-1', part_cert_id: cert, cert_no: 'F1-TWO-1' };
    await upload('/api/stock_movements/receipt', [
      ...Object.entries(fields).map(([name, value]) => ({ name, content: String(value) })),
      { name: 'certificate', filename: 'form1.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const [{ certificate }] = (
      (await db.execute(sql`select max(id) as certificate from stock_certificates`)) as unknown as { rows: { certificate: number }[] }
    ).rows;
    expect((await bytesOn(b, `/api/stock_certificates/${certificate}`, bearer(token))).bytes.equals(pdf)).toBe(true);

    // A training certificate, an expense receipt and a defect photo, each uploaded to a record of the demo.
    const first = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
    const attendee = await first<{ id: number; session: number }>(
      sql`select a.id, a.training_activity_id as session from training_attendees a order by a.id limit 1`,
    );
    const certificateUrl = `/api/training_activities/${attendee.session}/attendees/${attendee.id}/certificate`;
    await upload(certificateUrl, [{ name: 'file', filename: 'cert.pdf', contentType: 'application/pdf', content: pdf }]);
    expect((await bytesOn(b, certificateUrl, bearer(token))).bytes.equals(pdf)).toBe(true);

    const call = await first<{ id: number; expense: number }>(
      sql`select o.id, (select min(id) from expenses) as expense from on_call_requests o
        where o.status not in ('closed', 'cancelled') order by o.id limit 1`,
    );
    const expense = { expense_id: call.expense, quantity: 1, incurred_at: new Date().toISOString() };
    await upload(`/api/on_call_requests/${call.id}/expenses`, [
      ...Object.entries(expense).map(([name, value]) => ({ name, content: String(value) })),
      { name: 'receipt', filename: 'taxi.png', contentType: 'image/png', content: png },
    ]);
    const { line } = await first<{ line: number }>(sql`select max(id) as line from on_call_expenses where request_id = ${call.id}`);
    expect((await bytesOn(b, `/api/on_call_requests/${call.id}/expenses/${line}/receipt`, bearer(token))).bytes.equals(png)).toBe(true);

    const defect = await first<{ id: number; activity: number }>(
      sql`select d.id, d.activity_id as activity from defects d
        where d.activity_id is not null and d.state = 'open' and not exists (select 1 from activity_rts r where r.activity_id = d.activity_id)
        order by d.id limit 1`,
    );
    const defectPhotoUrl = `/api/activities/${defect.activity}/defects/${defect.id}/photo`;
    const photoBody = multipart([image('photo')]);
    const put = await on(a, defectPhotoUrl, {
      method: 'PUT',
      headers: { ...bearer(token), ...photoBody.headers },
      body: new Uint8Array(photoBody.payload),
    });
    expect(put.status, await put.text()).toBe(200);
    expect((await bytesOn(b, defectPhotoUrl, bearer(token))).bytes.equals(png)).toBe(true);

    // A release PDF, made once when it was signed (here by the demo seed) and the same bytes from either node.
    const [{ activity }] = (
      (await db.execute(sql`select min(activity_id) as activity from activity_rts`)) as unknown as { rows: { activity: number }[] }
    ).rows;
    const releaseUrl = `/api/activities/${activity}/rts/certificate.pdf`;
    const [fromA, fromB] = await Promise.all([a, b].map((server) => bytesOn(server, releaseUrl, bearer(token))));
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    expect(fromB.res.headers.get('x-content-sha256')).toBe(createHash('sha256').update(fromB.bytes).digest('hex'));
  }, 60_000);

  it('counts failed sign-ins across the nodes: the sixth from one address is refused whichever node gets it', async () => {
    const attempt = (server: RunningServer) =>
      fetch(`http://127.0.0.1:${server.port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // An address with no account (counted all the same), so no other test's sign-in finds it throttled.
        body: JSON.stringify({ email: 'no-such-user@tarmac.test', password: 'not-the-password' }),
      });
    // Five failures, three through A and two through B: B counting alone would let the sixth try the password.
    for (let i = 0; i < 5; i++) expect((await attempt(servers[i % 2])).status, `attempt ${i + 1}`).toBe(422);
    const refused = await attempt(servers[1]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});
