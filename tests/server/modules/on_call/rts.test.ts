import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onCallRts, rts, technicians, users } from '../../../../server/db/schema';
import { createTestApp, demoEmails, demoPassword, type TestApp } from '../../helper';
import { pdfText } from '../../pdfText';
import { dispatchedCall, insertCdgTechnician, loadOnCallContext, onCallAs, type OnCallApi, type OnCallContext } from './onCallApi';

/** The return to service of an on-call job (EASA Part-145 145.A.50), signed as Scheduled's. */
let t: TestApp;
let c: OnCallContext;
let desk: OnCallApi;
let field: OnCallApi;
let templateId: number;
let toniId: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadOnCallContext(t);
  desk = await onCallAs(t, demoEmails.supervisor);
  field = await onCallAs(t, demoEmails.technician);
  [{ id: templateId }] = await t.database.db.select({ id: rts.id }).from(rts).where(eq(rts.active, true)).limit(1);
  const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmails.technician));
  [{ id: toniId }] = await t.database.db.select({ id: technicians.id }).from(technicians).where(eq(technicians.user_id, account.id));
});
afterAll(() => t.close());

async function completedCall(options: Record<string, unknown> = {}) {
  const call = await dispatchedCall(t, desk, c, { technicianId: toniId, call: options });
  let version = call.version;
  for (const to of ['on_site', 'completed']) {
    const res = await desk.step(call.id, {
      version,
      to,
      ...(to === 'completed' ? { first_time_fix: true, resolution: 'Valve replaced' } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    version = res.json().version;
  }
  return { ...call, version };
}
const sign = (api: OnCallApi, id: number, body: Record<string, unknown>) => api.send('POST', `/api/on_call_requests/${id}/rts`, body);

describe('on-call RTS (EASA Part-145 145.A.50)', () => {
  it('the technician signs after completion with their password; the PDF is kept with its SHA-256 and signed once only', async () => {
    const call = await completedCall();
    expect((await desk.get(call.id)).json().permissions.sign).toBe(false);
    expect((await field.get(call.id)).json().permissions.sign).toBe(true);
    expect((await sign(field, call.id, { rts_id: templateId, password: 'wrong-password' })).statusCode).toBe(422);
    const res = await sign(field, call.id, { rts_id: templateId, password: demoPassword });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rts).toMatchObject({ technician_name: expect.any(String), licence: expect.any(String) });
    expect(res.json().permissions.sign).toBe(false);
    const pdf = await field.send('GET', `/api/on_call_requests/${call.id}/rts.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [stored] = await t.database.db.select().from(onCallRts).where(eq(onCallRts.request_id, call.id));
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(stored.pdf_sha256);
    // EASA Part-145 145.A.50(a), AMC: the organisation and its approval reference, the signer and their
    // certification authorisation number, the release statement.
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Tarmac Ground Services — EASA Part-145 approval NL.145.1234');
    expect(text).toContain(
      'Certifies that the work specified, except as otherwise specified, was carried out in accordance with Part-145 and in respect to that work the aircraft/aircraft component is considered ready for release to service. Part-145 approval reference NL.145.1234',
    );
    expect(text).toContain('Signed by Toni Technician');
    expect(text).toContain('Certification authorisation TGS-CA-001');
    // Spaces aside: the PDF may set one line in several text runs, and the reader puts a break between them.
    expect(text.replace(/\s+/g, '')).toContain(stored.statement.replace(/\s+/g, ''));
    expect(stored.statement).not.toMatch(/\[\w+\]|\{\w+\}/);
    const again = await sign(field, call.id, { rts_id: templateId, password: demoPassword });
    expect(again.statusCode).toBe(422);
    expect(again.json().rules.find((r: { rule: string }) => r.rule === 'not_signed').ok).toBe(false);
  });

  it('refuses before completion, and a signer whose licence does not cover the aircraft type', async () => {
    const call = await dispatchedCall(t, desk, c, { technicianId: toniId });
    const early = await sign(field, call.id, { rts_id: templateId, password: demoPassword });
    expect(early.statusCode).toBe(422);
    expect(early.json().rules.find((r: { rule: string }) => r.rule === 'activity_completed').ok).toBe(false);
    // A licensed signer without a type authorisation on the request's type.
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmails.supervisor));
    const supervisorTech = await insertCdgTechnician(t, c, { userId: account.id });
    await t.database.db
      .update(technicians)
      .set({ licences: ['easa_b1'], licence_number: 'FR.66.9999' })
      .where(eq(technicians.id, supervisorTech.id));
    const typed = await completedCall({ aircraft_type_id: (await t.database.db.query.aircraftType.findFirst())!.id });
    const refused = await sign(desk, typed.id, { rts_id: templateId, password: demoPassword });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().rules.find((r: { rule: string }) => r.rule === 'signer_licence')).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.type_authorisation.missing_any',
    });
    expect((await desk.send('GET', `/api/on_call_requests/${typed.id}/rts.pdf`)).statusCode).toBe(404);
  });
});
