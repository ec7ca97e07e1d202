import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegions, users } from '../../../server/db/schema';
import { createTestApp, lastMailTo, linkIn, sentMail, type TestApp } from '../helper';

/** POST /api/register: a self-registered account has no role and no region until an admin grants them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload, headers });
const valid = (email: string) => ({ name: 'Robin Newcomer', email, password: 'long-enough-pw', password_confirmation: 'long-enough-pw' });

describe('POST /api/register', () => {
  it('creates an unverified account without role or region, answers 201 and e-mails a verification link', async () => {
    const res = await register(valid('Robin@Example.test'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: expect.stringMatching(/check your e-mail/i) });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'robin@example.test'));
    expect(user).toMatchObject({ name: 'Robin Newcomer', role_id: null, instance_id: null, email_verified_at: null, active: true });
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain('long-enough-pw');
    expect(await t.database.db.select().from(userRegions).where(eq(userRegions.user_id, user.id))).toEqual([]);

    const mail = await lastMailTo(t, 'robin@example.test');
    expect(mail.subject).toBe('Verify your e-mail address');
    const link = linkIn(mail.text);
    expect(link.pathname).toBe(`/email/verify/${user.id}`);
    expect(link.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(link.searchParams.get('expires'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('cannot sign in before verifying', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'robin@example.test', password: 'long-enough-pw' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatch(/not verified/i);
  });

  it("writes the e-mail in the caller's language", async () => {
    expect((await register(valid('lucia@example.test'), { 'accept-language': 'es-ES' })).statusCode).toBe(201);
    expect((await lastMailTo(t, 'lucia@example.test')).subject).not.toBe('Verify your e-mail address');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'lucia@example.test'));
    expect(user.locale).toBe('es');
  });

  it('answers 422 on email for an address already registered, whatever its case', async () => {
    const sent = (await sentMail(t)).length;
    const res = await register(valid('ADMIN@tarmac.test'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['This e-mail address is already registered.'] });
    expect((await sentMail(t)).length).toBe(sent);
  });

  it('enforces the password rules with field errors', async () => {
    const short = await register({ ...valid('short@example.test'), password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['password']);
    expect(short.json().errors.password[0]).toMatch(/10/);

    const long = 'x'.repeat(201);
    const tooLong = await register({ ...valid('long@example.test'), password: long, password_confirmation: long });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['password']);
  });

  it('answers 422 on password_confirmation when it does not match', async () => {
    const res = await register({ ...valid('typo@example.test'), password_confirmation: 'long-enough-pX' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
  });

  it('answers 422 per field for missing or malformed fields, and stores nothing', async () => {
    const res = await register({ email: 'not-an-address', password_confirmation: 'x' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password']);
    expect(res.json().errors.name).toEqual(['This field is required.']);
    const blank = await register({ ...valid('blank@example.test'), name: '   ' });
    expect(blank.json().errors).toEqual({ name: ['This field is required.'] });
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'blank@example.test'));
    expect(rows).toEqual([]);
  });
});
