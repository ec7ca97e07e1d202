import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoPassword, insertUser, whoAmI, type TestApp } from '../helper';

/** PATCH /api/settings/password: the current password is required; other devices are signed out. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, { email: 'alex@tarmac.test', regions: ['EUR-W'] });
});
afterAll(() => t.close());

const change = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/settings/password', payload, headers: bearer(token) });
const signIn = (password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'alex@tarmac.test', password } });
const next = 'a-much-better-password';

describe('PATCH /api/settings/password', () => {
  it('answers 422 on current_password when it is wrong, and changes nothing', async () => {
    const token = await t.tokenFor('alex@tarmac.test');
    const res = await change(token, { current_password: 'not-my-password', password: next, password_confirmation: next });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'There were some problems with your input.',
      errors: { current_password: ['The current password is incorrect.'] },
    });
    expect((await signIn(demoPassword)).statusCode).toBe(200);
  });

  it('applies the password rules and the confirmation (422 per field)', async () => {
    const token = await t.tokenFor('alex@tarmac.test');
    const short = await change(token, { current_password: demoPassword, password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['password']);
    const differ = await change(token, { current_password: demoPassword, password: next, password_confirmation: 'something-else' });
    expect(differ.json().errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    const missing = await change(token, { password: next, password_confirmation: next });
    expect(missing.json().errors).toEqual({ current_password: ['This field is required.'] });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const elsewhere = await t.tokenFor('alex@tarmac.test', true);
    const here = await t.tokenFor('alex@tarmac.test');
    const res = await change(here, { current_password: demoPassword, password: next, password_confirmation: next });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password was changed.' });

    expect((await whoAmI(t, here)).statusCode).toBe(200);
    expect((await whoAmI(t, elsewhere)).statusCode).toBe(401);
    expect((await signIn(demoPassword)).statusCode).toBe(422);
    expect((await signIn(next)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/password',
      payload: { current_password: next, password: next, password_confirmation: next },
    });
    expect(res.statusCode).toBe(401);
  });
});
