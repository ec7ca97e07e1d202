import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../server/db/schema';
import { bearer, createTestApp, demoPassword, insertUser, lastMailTo, linkIn, sentMail, type TestApp } from '../helper';

/** PATCH /api/settings/profile: the signed-in user's name, e-mail and language. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, { email: 'kim@tarmac.test', name: 'Kim', regions: ['EUR-W'] });
  token = await t.tokenFor('kim@tarmac.test');
});
afterAll(() => t.close());

const patch = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: '/api/settings/profile', payload: payload as object, headers: { ...bearer(token), ...headers } });
const stored = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('PATCH /api/settings/profile', () => {
  it('changes the name and answers the updated user; an unchanged e-mail stays verified and nobody is mailed', async () => {
    const before = (await sentMail(t)).length;
    const res = await patch({ name: '  Kim Lee ', email: 'kim@tarmac.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Kim Lee', email: 'kim@tarmac.test', email_verified: true, regions: [expect.any(Object)] });
    expect((await sentMail(t)).length).toBe(before);
    const row = await stored(res.json().id);
    expect(row.name).toBe('Kim Lee');
    expect(row.version).toBe(2);
  });

  it('records the change in the audit log', async () => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.resource, 'users'));
    expect(rows.at(-1)).toMatchObject({ action: 'update', changes: expect.stringContaining('Kim Lee') });
  });

  it('records in the audit log what changed, from what to what, like every other record', async () => {
    const res = await patch({ name: 'Kim Lee-Park', email: 'kim@tarmac.test', locale: 'es' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.resource, 'users')).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ action: 'update', record_id: String(res.json().id) });
    // The unchanged e-mail is not listed.
    expect(JSON.parse(row.changes!)).toEqual({ name: { from: 'Kim Lee', to: 'Kim Lee-Park' }, locale: { from: null, to: 'es' } });
  });

  it('sets the language', async () => {
    const res = await patch({ name: 'Kim Lee', email: 'kim@tarmac.test', locale: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().locale).toBe('fr');
    const bad = await patch({ name: 'Kim Lee', email: 'kim@tarmac.test', locale: 'xx' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['locale']);
  });

  it('answers 422 on email for an address another user has', async () => {
    const res = await patch({ name: 'Kim Lee', email: 'Planner@Tarmac.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['This e-mail address is already registered.'] });
  });

  it('answers 422 naming a field that is not allowed', async () => {
    const res = await patch({ name: 'Kim Lee', email: 'kim@tarmac.test', role_id: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ role_id: ['This field is not allowed.'] });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'kim@tarmac.test'));
    expect(row.role_id).toBeNull();
  });

  it('answers 422 per field for missing or malformed fields', async () => {
    const res = await patch({ name: '', email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name']);
    expect((await patch([])).statusCode).toBe(422);
  });

  it('makes a changed e-mail unverified and mails a link to the new address; the link verifies it', async () => {
    const res = await patch({ name: 'Kim Lee', email: 'Kim.Lee@Example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'kim.lee@example.test', email_verified: false });

    // The session in use keeps working; signing in again waits for the new address to be proven.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'kim.lee@example.test', password: demoPassword } });
    expect((await signIn()).statusCode).toBe(422);

    const link = linkIn((await lastMailTo(t, 'kim.lee@example.test')).text);
    const verified = await t.app.inject({ method: 'POST', url: `/api/email/verify/${link.pathname.split('/').at(-1)}${link.search}` });
    expect(verified.statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/settings/profile', payload: { name: 'X', email: 'x@tarmac.test' } });
    expect(res.statusCode).toBe(401);
  });
});
