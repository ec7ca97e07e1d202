import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../../server/db/schema';
import { bearer, createTestApp, demoPassword, insertUser, lastMailTo, linkIn, sentMail, type TestApp } from '../helper';

/** POST /api/password/email and POST /api/password/reset. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, { email: 'forgetful@tarmac.test', regions: ['NAM'] });
  await insertUser(t, { email: 'slow@tarmac.test', regions: ['NAM'] });
  await insertUser(t, { email: 'unverified@tarmac.test', verified: false });
});
afterAll(() => t.close());

// /password/email allows 5 calls a minute per address; each call here comes from its own.
let caller = 0;
const requestLink = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email }, remoteAddress: `198.51.100.${++caller}` });
const reset = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/password/reset', payload });
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
/** The token and address from the e-mailed link /password/reset/<token>?email=… */
const linkFor = async (email: string) => {
  const link = linkIn((await lastMailTo(t, email)).text);
  expect(link.pathname).toMatch(/^\/password\/reset\/[\w-]{43}$/);
  return { token: link.pathname.split('/').at(-1)!, email: link.searchParams.get('email')! };
};
const newPassword = 'brand-new-password-1';

describe('POST /api/password/email', () => {
  it('answers the same 200 whether or not the address exists, and mails only an existing one', async () => {
    const before = (await sentMail(t)).length;
    const unknown = await requestLink('nobody@tarmac.test');
    const known = await requestLink('Forgetful@Tarmac.test');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: expect.stringMatching(/if an account exists/i) });
    expect((await sentMail(t)).slice(before).map((m) => m.to)).toEqual(['forgetful@tarmac.test']);
    expect((await lastMailTo(t, 'forgetful@tarmac.test')).subject).toBe('Reset your password');
  });

  it('keeps only a hash of the reset token', async () => {
    const { token } = await linkFor('forgetful@tarmac.test');
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 422 for a body that is not an address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: ['a@b.test'] },
      remoteAddress: '198.51.100.200',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /api/password/reset', () => {
  it('refuses the link with another e-mail address (422)', async () => {
    const { token } = await linkFor('forgetful@tarmac.test');
    const res = await reset({ token, email: 'admin@tarmac.test', password: newPassword, password_confirmation: newPassword });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['This password reset link is invalid or has expired.'] });
  });

  it('refuses a made-up token (422)', async () => {
    const res = await reset({
      token: 'x'.repeat(43),
      email: 'forgetful@tarmac.test',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['email']);
  });

  it('applies the password rules and the confirmation (422 per field)', async () => {
    const { token, email } = await linkFor('forgetful@tarmac.test');
    const short = await reset({ token, email, password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['password']);
    const differ = await reset({ token, email, password: newPassword, password_confirmation: `${newPassword}!` });
    expect(differ.json().errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
  });

  it('sets the new password with the e-mailed token, signs the user out everywhere, and works only once', async () => {
    const session = await t.login('forgetful@tarmac.test');
    const { token, email } = await linkFor('forgetful@tarmac.test');
    const res = await reset({ token, email, password: newPassword, password_confirmation: newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. You can sign in now.' });

    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session) })).statusCode).toBe(401);
    expect((await signIn('forgetful@tarmac.test', demoPassword)).statusCode).toBe(422);
    expect((await signIn('forgetful@tarmac.test', newPassword)).statusCode).toBe(200);

    const again = await reset({ token, email, password: 'another-password-2', password_confirmation: 'another-password-2' });
    expect(again.statusCode).toBe(422);
    expect((await signIn('forgetful@tarmac.test', newPassword)).statusCode).toBe(200);
  });

  it('also voids the other links that were sent before the reset', async () => {
    expect((await requestLink('forgetful@tarmac.test')).statusCode).toBe(200);
    const first = await linkFor('forgetful@tarmac.test');
    expect((await requestLink('forgetful@tarmac.test')).statusCode).toBe(200);
    const second = await linkFor('forgetful@tarmac.test');
    expect(second.token).not.toBe(first.token);
    expect((await reset({ ...second, password: 'second-password-3', password_confirmation: 'second-password-3' })).statusCode).toBe(200);
    expect((await reset({ ...first, password: 'first-password-4', password_confirmation: 'first-password-4' })).statusCode).toBe(422);
  });

  it('refuses an expired token (422)', async () => {
    expect((await requestLink('slow@tarmac.test')).statusCode).toBe(200);
    const { token, email } = await linkFor('slow@tarmac.test');
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'slow@tarmac.test'));
    await t.database.db
      .update(passwordResets)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.user_id, user.id));
    const res = await reset({ token, email, password: newPassword, password_confirmation: newPassword });
    expect(res.statusCode).toBe(422);
    expect((await signIn('slow@tarmac.test', demoPassword)).statusCode).toBe(200);
  });

  it('verifies the address of an unverified user, since the link proved it', async () => {
    expect((await requestLink('unverified@tarmac.test')).statusCode).toBe(200);
    const link = await linkFor('unverified@tarmac.test');
    expect((await reset({ ...link, password: newPassword, password_confirmation: newPassword })).statusCode).toBe(200);
    expect((await signIn('unverified@tarmac.test', newPassword)).statusCode).toBe(200);
  });

  it('sends no link to a deactivated user', async () => {
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, 'slow@tarmac.test'));
    const before = (await sentMail(t)).length;
    const res = await requestLink('slow@tarmac.test');
    expect(res.statusCode).toBe(200);
    expect((await sentMail(t)).length).toBe(before);
  });
});
