import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { createTestApp, demoEmails, demoPassword, insertUser, multipart, type TestApp } from '../../helper';
import { pdfText } from '../../pdfText';
import { loadScheduledContext, type ScheduledContext } from '../scheduled/fixtures';
import { newActivity, newTechnician, workAs, type WorkApi } from '../scheduled/workFixtures';
import { loadOnCallContext, onCallAs, takeCall, type OnCallContext } from '../on_call/onCallApi';

/**
 * Defects and deferrals on a job (docs/modules/defects.md): the API contract under /activities/:id/defects
 * and /on_call_requests/:id/defects, the deferral following the aircraft, the release refused over an
 * open defect and the certificate stating the deferred ones (EASA Part-145 145.A.50).
 */
let t: TestApp;
let c: ScheduledContext;
let oc: OnCallContext;
let admin: WorkApi;
let signer: WorkApi;
let signerTechId: number;

const today = new Date().toISOString().slice(0, 10);
let registrationCounter = 0;
const nextRegistration = () => `PH-DF${String.fromCharCode(65 + registrationCounter++)}`;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  oc = await loadOnCallContext(t);
  admin = await workAs(t, 'admin@tarmac.test');
  const signerUser = await insertUser(t, {
    email: 'defect-b1@tarmac.test',
    name: 'Dina Signer',
    role_id: roleIds.technician,
    regions: ['EUR-W'],
  });
  signerTechId = await newTechnician(t, c, { name: 'Dina B1', userId: signerUser });
  signer = await workAs(t, 'defect-b1@tarmac.test');
});
afterAll(() => t.close());

/** An activity of `registration` today at `station`, with the signer as its lead. */
async function job(registration: string, station: keyof ScheduledContext['station'] = 'AMS') {
  const activity = await newActivity(admin, c, { station, date: today, sta: '00:10', std: '00:50', services: ['TRANSIT'] });
  await t.database.db.execute(sql`update activities set registration = ${registration} where id = ${activity.id}`);
  const res = await admin.assign(activity.id, {
    technician_id: signerTechId,
    role: 'lead',
    override_reason: 'Test crew, overlaps allowed.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return activity;
}

const post = (api: WorkApi, url: string, body: unknown) => t.send('POST', url, api.headers, body);
const found = (
  api: WorkApi,
  activityId: number,
  body: Record<string, unknown> = { description: 'Hydraulic leak, left main gear', ata_chapter: '32' },
) => post(api, `/api/activities/${activityId}/defects`, body);

async function complete(activityId: number) {
  const activity = (await admin.get(activityId)).json();
  expect((await signer.service(activityId, activity.services[0].id, 'done')).statusCode).toBe(200);
  const { version } = (await admin.get(activityId)).json();
  expect((await admin.status(activityId, { status: 'completed', version })).statusCode).toBe(200);
}

describe('POST /api/activities/:id/defects', () => {
  it('records an open defect found by the caller on the station’s day (201), and refuses bad input with 422', async () => {
    const activity = await job(nextRegistration());
    const res = await found(signer, activity.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      state: 'open',
      description: 'Hydraulic leak, left main gear',
      ata_chapter: '32',
      carried: false,
      found_on_job: activity.work_order,
      found_by: { name: 'Dina Signer' },
    });
    const bad = await found(signer, activity.id, { description: '', ata_chapter: 'x', state: 'rectified' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(expect.arrayContaining(['ata_chapter', 'description']));
    const list = await t.send('GET', `/api/activities/${activity.id}/defects`, signer.headers);
    expect(list.json()).toHaveLength(1);
  });

  it('a technician not on the job may not record on it (403); another region hears 404', async () => {
    const activity = await job(nextRegistration());
    const technician = await workAs(t, demoEmails.technician);
    expect((await found(technician, activity.id)).statusCode).toBe(403);
    await insertUser(t, { email: 'defects-nam@tarmac.test', role_id: roleIds.supervisor, regions: ['NAM'] });
    const outsider = await workAs(t, 'defects-nam@tarmac.test');
    expect((await found(outsider, activity.id)).statusCode).toBe(404);
    expect((await t.send('GET', `/api/activities/${activity.id}/defects`, outsider.headers)).statusCode).toBe(404);
  });
});

describe('rectify and defer', () => {
  it('defers under the MEL: the due day excludes the day of discovery; a second deferral is refused naming the rule', async () => {
    const activity = await job(nextRegistration());
    const { id } = (await found(signer, activity.id)).json();
    const res = await post(signer, `/api/activities/${activity.id}/defects/${id}/defer`, {
      mel_item: '32-41-01',
      category: 'B',
      tech_log_ref: 'TL 4471/2',
    });
    expect(res.statusCode, res.body).toBe(200);
    const due = new Date(`${res.json().found_on}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 3);
    expect(res.json()).toMatchObject({
      state: 'deferred',
      limit_days: 3,
      due_on: due.toISOString().slice(0, 10),
      deferred_by: { name: 'Dina Signer' },
    });
    const again = await post(signer, `/api/activities/${activity.id}/defects/${id}/defer`, {
      mel_item: '32-41-01',
      category: 'A',
      tech_log_ref: 'TL 1',
    });
    expect(again.statusCode).toBe(422);
    expect(
      again
        .json()
        .rules.filter((r: { ok: boolean }) => !r.ok)
        .map((r: { rule: string }) => r.rule),
    ).toEqual(['state', 'limit']);
    expect(again.json().errors.defect).toHaveLength(2);
  });

  it('a deferral follows the aircraft to a later job at another station, which rectifies it with its own tools only', async () => {
    const registration = nextRegistration();
    const first = await job(registration, 'AMS');
    const { id } = (await found(signer, first.id, { description: 'Cabin light inoperative, row 12' })).json();
    await post(signer, `/api/activities/${first.id}/defects/${id}/defer`, { mel_item: '33-20-01', category: 'C', tech_log_ref: 'TL 88' });
    const later = await job(registration, 'CDG');
    const carried = (await t.send('GET', `/api/activities/${later.id}/defects`, signer.headers)).json();
    expect(carried).toEqual([
      expect.objectContaining({ id, state: 'deferred', carried: true, found_on_job: first.work_order, days_left: expect.any(Number) }),
    ]);
    const elsewhere = await job(nextRegistration(), 'CDG');
    expect((await t.send('GET', `/api/activities/${elsewhere.id}/defects`, signer.headers)).json()).toEqual([]);

    const foreign = await post(signer, `/api/activities/${later.id}/defects/${id}/rectify`, {
      action_taken: 'Replaced ballast',
      booking_ids: [2_000_000],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().rules).toContainEqual(expect.objectContaining({ rule: 'evidence', ok: false }));
    const evidence = await t.send('GET', `/api/activities/${later.id}/defects/evidence`, signer.headers);
    expect(evidence.json()).toEqual({ movements: [], bookings: [] });
    const fixed = await post(signer, `/api/activities/${later.id}/defects/${id}/rectify`, { action_taken: 'Replaced ballast unit' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      state: 'rectified',
      action_taken: 'Replaced ballast unit',
      rectified_by: { name: 'Dina Signer' },
    });
    // Rectified, it no longer follows the aircraft; the job that rectified it keeps it.
    const third = await job(registration, 'AMS');
    expect((await t.send('GET', `/api/activities/${third.id}/defects`, signer.headers)).json()).toEqual([]);
    expect((await t.send('GET', `/api/activities/${later.id}/defects`, signer.headers)).json()).toHaveLength(1);
  });

  it('attaches a photo judged by its bytes, and serves it back', async () => {
    const activity = await job(nextRegistration());
    const { id } = (await found(signer, activity.id)).json();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const upload = (content: Buffer) => {
      const { payload, headers } = multipart([{ name: 'photo', filename: 'leak.png', contentType: 'image/png', content }]);
      return t.app.inject({
        method: 'PUT',
        url: `/api/activities/${activity.id}/defects/${id}/photo`,
        headers: { ...signer.headers, ...headers },
        payload,
      });
    };
    expect((await upload(Buffer.from('not an image'))).statusCode).toBe(422);
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().has_photo).toBe(true);
    const photo = await t.send('GET', `/api/activities/${activity.id}/defects/${id}/photo`, signer.headers);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(png)).toBe(true);

    // Kept in stored_files, readable only through the defect's own route (which checks the region), not at /media/.
    const pathOf = async () =>
      ((await t.database.db.execute(sql`select photo_path from defects where id = ${id}`)) as unknown as { rows: { photo_path: string }[] })
        .rows[0].photo_path;
    const first = await pathOf();
    expect(first).toMatch(/^defect-photos\/[0-9a-f]{32}\.png$/);
    expect((await t.send('GET', `/media/${first}`, signer.headers)).statusCode).toBe(404);
    // A new photo replaces the old one, whose file goes with it.
    expect((await upload(png)).statusCode).toBe(200);
    const stored = async (path: string) =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from stored_files where path = ${path}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0].n;
    expect(await stored(first)).toBe(0);
    const second = await pathOf();
    expect(await stored(second)).toBe(1);
    // Damaged bytes are refused, never served.
    await t.database.db.execute(
      sql`update stored_files set bytes = overlay(bytes placing '\\x00'::bytea from 2 for 1) where path = ${second}`,
    );
    const damaged = await t.send('GET', `/api/activities/${activity.id}/defects/${id}/photo`, signer.headers);
    expect(damaged.statusCode).toBe(409);
  });

  it('20 hands defer one defect at once: exactly one deferral is kept (the defect row is locked)', async () => {
    const activity = await job(nextRegistration());
    const { id } = (await found(signer, activity.id)).json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(signer, `/api/activities/${activity.id}/defects/${id}/defer`, {
          mel_item: `25-10-${i}`,
          category: 'C',
          tech_log_ref: `TL ${i}`,
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(19);
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where resource = 'defects' and record_id = ${String(id)} and action = 'defer'`,
    )) as { rows: { n: number }[] };
    expect(rows[0].n).toBe(1);
  });
});

describe('the release and the certificate (EASA Part-145 145.A.50)', () => {
  it('refuses to sign over an open defect, naming it with every other failed rule; once deferred, signs and the PDF states it', async () => {
    const activity = await job(nextRegistration());
    const { id } = (await found(signer, activity.id, { description: 'Bird strike dent, radome' })).json();
    const early = await signer.sign(activity.id, { password: demoPassword });
    expect(early.statusCode).toBe(422);
    const failed = early.json().rules.filter((r: { ok: boolean }) => !r.ok);
    expect(failed.map((r: { rule: string }) => r.rule)).toEqual(['activity_completed', 'defects_closed']);
    expect(early.json().errors.rts.join(' ')).toContain('Bird strike dent, radome');
    await complete(activity.id);
    expect(
      (await signer.sign(activity.id, { password: demoPassword }))
        .json()
        .rules.filter((r: { ok: boolean }) => !r.ok)
        .map((r: { rule: string }) => r.rule),
    ).toEqual(['defects_closed']);
    const deferred = await post(signer, `/api/activities/${activity.id}/defects/${id}/defer`, {
      mel_item: '53-10-02',
      category: 'A',
      limit_days: 2,
      tech_log_ref: 'TL 5120/1',
    });
    expect(deferred.statusCode, deferred.body).toBe(200);
    const signed = await signer.sign(activity.id, { password: demoPassword });
    expect(signed.statusCode, signed.body).toBe(201);
    const text = pdfText((await signer.certificate(activity.id)).rawPayload);
    expect(text).toContain('Deferred items (MEL/CDL)');
    expect(text).toContain('MEL 53-10-02 cat. A');
    expect(text).toContain('Bird strike dent, radome');
    expect(text).toContain('TL 5120/1');
    // Signed is final: no defect changes on it any more.
    expect((await found(signer, activity.id)).statusCode).toBe(409);
  });
});

describe('/api/on_call_requests/:id/defects', () => {
  it('has the same shapes: record, defer, and the aircraft carries the deferral to a Scheduled job', async () => {
    const desk = await onCallAs(t, demoEmails.supervisor);
    const call = await takeCall(desk, oc);
    const url = `/api/on_call_requests/${call.id}/defects`;
    const res = await t.send('POST', url, desk.headers, { description: 'Bleed valve 2 fails to close' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: 'open', found_on_job: call.request_no });
    const deferred = await t.send('POST', `${url}/${res.json().id}/defer`, desk.headers, {
      mel_item: '36-11-01',
      category: 'C',
      tech_log_ref: 'TL 77',
    });
    expect(deferred.statusCode, deferred.body).toBe(200);
    expect(deferred.json().due_on).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    const registration = call.registration as string;
    const scheduled = await job(registration, 'AMS');
    const carried = (await t.send('GET', `/api/activities/${scheduled.id}/defects`, signer.headers)).json();
    expect(carried).toEqual([expect.objectContaining({ carried: true, found_on_job: call.request_no, mel_item: '36-11-01' })]);
  });
});

describe('migration 0015: free-text defects become records', () => {
  it('an unreleased job’s text becomes an open defect, a released job’s a rectified one at its signature', async () => {
    const [unreleased, released] = [await job(nextRegistration()), await job(nextRegistration())];
    await complete(released.id);
    expect((await signer.sign(released.id, { password: demoPassword })).statusCode).toBe(201);
    const db = t.database.db;
    // The column as it was before the migration, with text on the two jobs and nothing on the others.
    await db.execute(sql`alter table activities add column defects text`);
    await db.execute(sql`update activities set defects = case id when ${unreleased.id} then ' Tyre cut, #3 main wheel '
      when ${released.id} then 'Static wick missing, left aileron' end where id in (${unreleased.id}, ${released.id})`);
    const migration = readFileSync(new URL('../../../../server/db/migrations/0015_defects_as_records.sql', import.meta.url), 'utf8');
    const [convert] = migration.split('--> statement-breakpoint');
    await db.execute(sql.raw(convert));
    await db.execute(sql`alter table activities drop column defects`);
    const listed = async (id: number) => (await t.send('GET', `/api/activities/${id}/defects`, signer.headers)).json();
    expect(await listed(unreleased.id)).toEqual([expect.objectContaining({ state: 'open', description: 'Tyre cut, #3 main wheel' })]);
    expect(await listed(released.id)).toEqual([
      expect.objectContaining({
        state: 'rectified',
        description: 'Static wick missing, left aileron',
        action_taken: expect.stringContaining(released.work_order),
        rectified_by: { id: expect.any(Number), name: 'Dina Signer' },
      }),
    ]);
  });
});
