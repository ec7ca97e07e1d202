import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { activityRts, appSettings, loginAttempts, storedFiles, technicians } from '../../../../server/db/schema';
import { createTestApp, demoPassword, insertUser, type TestApp } from '../../helper';
import { pdfEmbeddedFonts, pdfText } from '../../pdfText';
import { multipart } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from './fixtures';
import { newActivity, newTechnician, workAs, type WorkApi } from './workFixtures';

/**
 * The return to service (docs/modules/scheduled.md) — the statement from the template, who may sign (licence
 * covering the work, never overridable), re-authentication, the certificate PDF with its SHA-256,
 * the lock afterwards and a tamper found on read.
 */
let t: TestApp;
let c: ScheduledContext;
let admin: WorkApi;
let signer: WorkApi;
let b2Signer: WorkApi;
let signerTechId: number;
let b2TechId: number;
let outsider: WorkApi;

const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  c = await loadScheduledContext(t.database.db);
  admin = await workAs(t, 'admin@tarmac.test');
  const signerUser = await insertUser(t, {
    email: 'rts-b1@tarmac.test',
    name: 'Rita Signer',
    role_id: roleIds.technician,
    regions: ['EUR-W'],
  });
  signerTechId = await newTechnician(t, c, { name: 'Rita B1', userId: signerUser });
  signer = await workAs(t, 'rts-b1@tarmac.test');
  const b2User = await insertUser(t, { email: 'rts-b2@tarmac.test', role_id: roleIds.technician, regions: ['EUR-W'] });
  b2TechId = await newTechnician(t, c, { name: 'Bob B2', licence: 'easa_b2', authorisations: [{ category: 'B2' }], userId: b2User });
  b2Signer = await workAs(t, 'rts-b2@tarmac.test');
  await insertUser(t, { email: 'nam-tech@tarmac.test', role_id: roleIds.technician, regions: ['NAM'] });
  outsider = await workAs(t, 'nam-tech@tarmac.test');
});
afterAll(() => t.close());

/** An activity today with the signer and the B2 technician on it, its services done and the activity completed. */
async function completedActivity(options: { complete?: boolean } = {}) {
  const activity = await newActivity(admin, c, { date: today, sta: '00:10', std: '00:50', services: ['TRANSIT'] });
  for (const [techId, role] of [
    [signerTechId, 'lead'],
    [b2TechId, 'support'],
  ] as const) {
    const res = await admin.assign(activity.id, {
      technician_id: techId,
      role,
      override_reason: 'Test crew, overlaps with other tests allowed.',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const serviceId = activity.services[0].id;
  expect((await signer.service(activity.id, serviceId, 'done')).statusCode).toBe(200);
  if (options.complete !== false) {
    const { version } = (await admin.get(activity.id)).json();
    const res = await admin.status(activity.id, { status: 'completed', version });
    expect(res.statusCode, res.body).toBe(200);
  }
  return activity;
}

const rulesFailed = (body: { rules: { rule: string; ok: boolean }[] }) => body.rules.filter((r) => !r.ok).map((r) => r.rule);

describe('GET /api/activities/:id/rts', () => {
  it('fills the template’s statement for the caller and gives every verdict', async () => {
    const activity = await completedActivity({ complete: false });
    const res = await signer.rts(activity.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.template_id).toEqual(expect.any(Number));
    expect(body.statement).toContain(activity.work_order);
    expect(body.statement).toContain('PH-TAR');
    expect(body.statement).toContain('Rita B1');
    expect(body.statement).not.toMatch(/\{\w+\}/);
    expect(body.unfilled).toEqual([]);
    expect(body.can_sign).toBe(false);
    expect(rulesFailed(body)).toEqual(['activity_completed']);
  });

  it('a supervisor’s preview (no technician record) names the values not known yet, never a blank (EASA Part-145 145.A.50(a))', async () => {
    const activity = await completedActivity();
    const supervisor = await workAs(t, 'supervisor@tarmac.test');
    const body = (await supervisor.rts(activity.id)).json();
    expect(body.statement).toContain(activity.work_order);
    expect(body.statement).toMatch(/ready for release to service\. \[technician\], licence \[licence\]\.$/);
    expect(body.statement).not.toMatch(/\s[,.]|\{\w+\}/);
    expect(body.unfilled).toEqual(['technician', 'licence']);
    const unfilled = body.parts.filter((part: { filled?: boolean }) => part.filled === false);
    expect(unfilled).toEqual([
      { text: '{technician}', placeholder: 'technician', known: true, filled: false },
      { text: '{licence}', placeholder: 'licence', known: true, filled: false },
    ]);
    expect(body.parts.map((part: { text: string }) => part.text).join('')).toBe(
      body.statement.replace('[technician]', '{technician}').replace('[licence]', '{licence}'),
    );
    expect(rulesFailed(body)).toEqual(['signer_licence', 'statement_filled']);
  });
});

describe('POST /api/activities/:id/rts/sign', () => {
  it('refuses an activity that is not completed', async () => {
    const activity = await completedActivity({ complete: false });
    const res = await signer.sign(activity.id, { password: demoPassword });
    expect(res.statusCode, res.body).toBe(422);
    expect(rulesFailed(res.json())).toEqual(['activity_completed']);
    expect(res.json().errors.rts).toHaveLength(1);
  });

  it('refuses a wrong password with 422 on password, counted in the sign-in throttle', async () => {
    const activity = await completedActivity();
    const count = async () =>
      (await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'rts-b1@tarmac.test'))).length;
    const before = await count();
    const res = await signer.sign(activity.id, { password: 'not-the-password' });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['password']);
    expect(await count()).toBe(before + 1);
    expect((await admin.get(activity.id)).json().rts).toBeNull();
  });

  it('refuses a signer whose licence does not cover the work (never overridable) and an account with no technician', async () => {
    const activity = await completedActivity();
    const res = await b2Signer.sign(activity.id, { password: demoPassword });
    expect(res.statusCode, res.body).toBe(422);
    expect(rulesFailed(res.json())).toEqual(['signer_licence']);
    const supervisor = await workAs(t, 'supervisor@tarmac.test');
    expect((await supervisor.sign(activity.id, { password: demoPassword })).statusCode).toBe(403);
    expect((await admin.get(activity.id)).json().rts).toBeNull();
  });

  it('EASA Part-145 145.A.35(c): refuses a signer with fewer than 6 months of recorded work in the last 2 years, naming the months, never overridable', async () => {
    const activity = await completedActivity();
    const user = await insertUser(t, { email: 'rts-new@tarmac.test', role_id: roleIds.technician, regions: ['EUR-W'] });
    await newTechnician(t, c, { name: 'Nina New', userId: user, experienceMonths: 4 });
    const newcomer = await workAs(t, 'rts-new@tarmac.test');
    const draft = (await newcomer.rts(activity.id)).json();
    expect(draft.can_sign).toBe(false);
    expect(draft.rules.find((r: { rule: string }) => r.rule === 'signer_experience')).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.signer_experience.insufficient',
      params: { count: 4, needed: 6 },
    });
    const res = await newcomer.sign(activity.id, { password: demoPassword });
    expect(res.statusCode, res.body).toBe(422);
    expect(rulesFailed(res.json())).toEqual(['signer_experience']);
    expect(res.json().errors.rts.join(' ')).toContain('4 months of recorded');
    expect((await admin.get(activity.id)).json().rts).toBeNull();
  });

  it('EASA Part-145 145.A.42 / 14 CFR 43: the certificate lists the parts fitted with their serial and release certificate type and number', async () => {
    const activity = await completedActivity();
    const [[cert], [ea]] = await Promise.all([
      t.database.db.execute(sql`select id from part_cert where code = 'EASA-F1'`).then((r) => (r as { rows: { id: number }[] }).rows),
      t.database.db.execute(sql`select id from measures where code = 'ea'`).then((r) => (r as { rows: { id: number }[] }).rows),
    ]);
    const [material] = (
      (await t.database.db.execute(sql`insert into materials (part_number, description, measure_id, category, tracking, accepted_cert_ids)
      values ('RTS-VALVE-1', 'Bleed valve', ${ea.id}, 'part', 'serial', array[${cert.id}]::int[]) returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const { payload, headers } = multipart(
      Object.entries({
        station_id: c.station.AMS,
        material_id: material.id,
        quantity: 1,
        lot: 'SN-RTS-77',
        part_cert_id: cert.id,
        cert_no: 'F1-2026-0042',
      }).map(([name, value]) => ({ name, content: String(value) })),
    );
    const received = await t.app.inject({
      method: 'POST',
      url: '/api/stock_movements/receipt',
      headers: { ...admin.headers, ...headers },
      payload,
    });
    expect(received.statusCode, received.body).toBe(201);
    const fitted = await t.send('POST', `/api/activities/${activity.id}/parts`, admin.headers, {
      station_id: c.station.AMS,
      material_id: material.id,
      lot: 'SN-RTS-77',
      quantity: 1,
    });
    expect(fitted.statusCode, fitted.body).toBe(201);
    expect((await signer.sign(activity.id, { password: demoPassword })).statusCode).toBe(201);
    const text = pdfText((await signer.certificate(activity.id)).rawPayload);
    expect(text).toContain('Parts fitted');
    expect(text).toContain('RTS-VALVE-1');
    expect(text).toContain('SN-RTS-77');
    expect(text).toMatch(/Release certificate EASA-F1\s+F1-2026-0042/);
    // Signed is final: no more parts go on the activity.
    const late = await t.send('POST', `/api/activities/${activity.id}/parts`, admin.headers, {
      station_id: c.station.AMS,
      material_id: material.id,
      lot: 'SN-RTS-77',
      quantity: 1,
    });
    expect(late.statusCode).toBe(422);
    expect(
      late
        .json()
        .rules.filter((r: { ok: boolean }) => !r.ok)
        .map((r: { reason: string }) => r.reason),
    ).toContain('parts.rules.job.closed');
  });

  it('refuses without the Part-145 approval reference or the signer’s certification authorisation number, naming both (EASA Part-145 145.A.50(a), AMC)', async () => {
    const db = t.database.db;
    const activity = await completedActivity();
    const [{ number }] = await db
      .select({ number: technicians.certification_authorisation_no })
      .from(technicians)
      .where(eq(technicians.id, signerTechId));
    await db.update(appSettings).set({ approval_reference: null }).where(eq(appSettings.id, 1));
    await db.update(technicians).set({ certification_authorisation_no: ' ' }).where(eq(technicians.id, signerTechId));
    try {
      const res = await signer.sign(activity.id, { password: demoPassword });
      expect(res.statusCode, res.body).toBe(422);
      expect(rulesFailed(res.json())).toEqual(['approval_reference', 'certification_authorisation']);
      expect(res.json().errors.rts).toEqual([
        expect.stringMatching(/Part-145 approval reference is not set/),
        expect.stringMatching(/no certification authorisation number/),
      ]);
      expect(rulesFailed((await signer.rts(activity.id)).json())).toEqual(['approval_reference', 'certification_authorisation']);
      expect((await admin.get(activity.id)).json().rts).toBeNull();
    } finally {
      await db.update(appSettings).set({ approval_reference: 'NL.145.1234' }).where(eq(appSettings.id, 1));
      await db.update(technicians).set({ certification_authorisation_no: number }).where(eq(technicians.id, signerTechId));
    }
  });

  it('EASA Part-145 145.A.50(a), AMC: the certificate states the organisation and its approval reference, the signer and their certification authorisation number, and the release statement; names print in any alphabet', async () => {
    const db = t.database.db;
    const activity = await completedActivity({ complete: false });
    const user = await insertUser(t, {
      email: 'rts-unicode@tarmac.test',
      name: 'Łukasz Żółć',
      role_id: roleIds.technician,
      regions: ['EUR-W'],
    });
    const techId = await newTechnician(t, c, { name: 'Łukasz Żółć', userId: user });
    await db.update(technicians).set({ certification_authorisation_no: 'TGS-CA-0777' }).where(eq(technicians.id, techId));
    const crew = await newTechnician(t, c, { name: 'Nguyễn Văn Hương' });
    const devanagari = await newTechnician(t, c, { name: 'प्रिया देशमुख' });
    for (const id of [crew, devanagari]) {
      const res = await admin.assign(activity.id, {
        technician_id: id,
        role: 'support',
        override_reason: 'Test crew, overlaps with other tests allowed.',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const { version } = (await admin.get(activity.id)).json();
    expect((await admin.status(activity.id, { status: 'completed', version })).statusCode).toBe(200);

    const unicodeSigner = await workAs(t, 'rts-unicode@tarmac.test');
    const res = await unicodeSigner.sign(activity.id, { password: demoPassword });
    expect(res.statusCode, res.body).toBe(201);
    const pdf = (await unicodeSigner.certificate(activity.id)).rawPayload;
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Tarmac Ground Services — EASA Part-145 approval NL.145.1234');
    expect(text).toContain(
      'Certificate of release to service (EASA Part-145 145.A.50) Certifies that the work specified, except as otherwise specified, was carried out in accordance with Part-145 and in respect to that work the aircraft/aircraft component is considered ready for release to service. Part-145 approval reference NL.145.1234 (Tarmac Ground Services)',
    );
    expect(text).toContain(`Signed by Łukasz Żółć (Łukasz Żółć <rts-unicode@tarmac.test>)`);
    expect(text).toContain('Certification authorisation TGS-CA-0777');
    expect(text).toMatch(/Licence EASA Part-66 B1 NL\.66\.0042/);
    expect(text).toContain(`${activity.work_order}`);
    // A mark (Vietnamese tones, Devanagari vowel signs) is its own glyph, placed apart: read without the gaps.
    const glyphs = text.replace(/\s+/g, '').normalize('NFC');
    expect(glyphs).toContain('NguyễnVănHương');
    expect(glyphs).toContain('देशमुख');
    // The template's statement, filled for the signer.
    expect(text).toContain('ready for release to service. Łukasz Żółć, licence EASA Part-66 B1 NL.66.0042.');
    // Noto Sans is embedded: the standard fonts would have dropped these letters.
    expect(pdfEmbeddedFonts(pdf)).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    // Only the glyphs used are embedded.
    expect(pdf.length).toBeLessThan(120_000);
  });

  it('signs: the certificate PDF is kept with its SHA-256, served as an attachment, and the activity is locked', async () => {
    const activity = await completedActivity();
    const res = await signer.sign(activity.id, { password: demoPassword });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json();
    expect(record.rts).toMatchObject({
      technician_name: 'Rita B1',
      signed_by_name: 'Rita Signer',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(record.rts.statement).toContain(activity.work_order);

    const pdf = await signer.certificate(activity.id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${activity.work_order}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const hash = createHash('sha256').update(pdf.rawPayload).digest('hex');
    expect(pdf.headers['x-content-sha256']).toBe(hash);
    expect(hash).toBe(record.rts.sha256);

    // Signed is final: a second signature and any later write are refused.
    expect((await signer.sign(activity.id, { password: demoPassword })).statusCode).toBe(409);
    const serviceId = activity.services[0].id;
    for (const write of [
      await signer.service(activity.id, serviceId, 'pending'),
      await admin.assign(activity.id, { technician_id: await newTechnician(t, c), role: 'support' }),
      await admin.reschedule(activity.id, { sta_at: '2036-01-01T10:00:00Z', version: record.version }),
      await admin.unassign(activity.id, record.assignments[0].id),
      await t.send('PUT', `/api/activities/${activity.id}`, admin.headers, { remarks: 'after signing', version: record.version }),
    ]) {
      expect(write.statusCode, write.body).toBe(409);
      expect(write.json()).toEqual({ message: expect.any(String) });
    }
    const history = (await signer.history(activity.id)).json() as { action: string }[];
    expect(history[0].action).toBe('rts_sign');
  });

  it("detects a certificate changed after signing, even with the stored file's own checksum redone: 409, never served", async () => {
    const activity = await completedActivity();
    expect((await signer.sign(activity.id, { password: demoPassword })).statusCode).toBe(201);
    const [{ path }] = await t.database.db
      .select({ path: activityRts.pdf_path })
      .from(activityRts)
      .where(eq(activityRts.activity_id, activity.id));
    const damaged = sql`overlay(${storedFiles.bytes} placing '\\x00'::bytea from 20 for 1)`;
    await t.database.db.update(storedFiles).set({ bytes: damaged }).where(eq(storedFiles.path, path));
    const refused = await signer.certificate(activity.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/tamper/i) });
    // Whoever changes the bytes and the file's checksum still does not match the hash the signature recorded.
    await t.database.db
      .update(storedFiles)
      .set({ sha256: sql`encode(sha256(${storedFiles.bytes}), 'hex')` })
      .where(eq(storedFiles.path, path));
    expect((await signer.certificate(activity.id)).statusCode).toBe(409);
  });

  it('answers 404 for a certificate not signed yet', async () => {
    const activity = await completedActivity({ complete: false });
    expect((await signer.certificate(activity.id)).statusCode).toBe(404);
  });
});

describe('region isolation', () => {
  it('answers 404 to a user of another region on every RTS route', async () => {
    const activity = await completedActivity();
    for (const res of [
      await outsider.rts(activity.id),
      await outsider.sign(activity.id, { password: demoPassword }),
      await outsider.certificate(activity.id),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await admin.get(activity.id)).json().rts).toBeNull();
  });
});
