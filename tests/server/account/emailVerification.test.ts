import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../server/db/schema';
import { verificationLink } from '../../../server/auth/signedLinks';
import { createTestApp, demoPassword, insertUser, lastMailTo, linkIn, sentMail, type TestApp } from '../helper';

/** POST /api/email/verify/:id (signed, expiring link from the e-mail) and POST /api/email/resend. */
let t: TestApp;
let pendingId: number;
beforeAll(async () => {
  t = await createTestApp();
  pendingId = await insertUser(t, { email: 'pending@tarmac.test', verified: false, regions: ['NAM'] });
  await insertUser(t, { email: 'other@tarmac.test', verified: false });
  await insertUser(t, { email: 'late@tarmac.test', verified: false });
});
afterAll(() => t.close());

/** The browser page posts the link's id, expires and signature back to the API. */
const verify = (link: URL, tamper: (parts: { id: string; expires: string; signature: string }) => void = () => {}) => {
  const parts = {
    id: link.pathname.split('/').at(-1)!,
    expires: link.searchParams.get('expires')!,
    signature: link.searchParams.get('signature')!,
  };
  tamper(parts);
  return t.app.inject({ method: 'POST', url: `/api/email/verify/${parts.id}?expires=${parts.expires}&signature=${parts.signature}` });
};
// /email/resend allows 5 calls a minute per address; each call here comes from its own.
let caller = 0;
const resend = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/email/resend', payload: { email }, remoteAddress: `198.51.100.${++caller}` });
const signIn = (email: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: demoPassword } });

describe('POST /api/email/resend', () => {
  it('answers the same whether the address is unknown, verified or waiting, and mails only the one waiting', async () => {
    const before = (await sentMail(t)).length;
    const answers = await Promise.all(['nobody@tarmac.test', 'admin@tarmac.test', 'pending@tarmac.test'].map(resend));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect((await sentMail(t)).slice(before).map((m) => m.to)).toEqual(['pending@tarmac.test']);
  });

  it('answers 422 for a body that is not an address', async () => {
    const res = await resend('pending');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['email']);
  });
});

describe('POST /api/email/verify/:id', () => {
  it('refuses a link whose signature was tampered with (403)', async () => {
    const link = linkIn((await lastMailTo(t, 'pending@tarmac.test')).text);
    const res = await verify(link, (p) => {
      p.signature = p.signature.slice(0, -1) + (p.signature.endsWith('0') ? '1' : '0');
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This verification link is invalid or has expired.' });
  });

  it('refuses a link whose expiry was pushed back (403)', async () => {
    const link = linkIn((await lastMailTo(t, 'pending@tarmac.test')).text);
    const res = await verify(link, (p) => {
      p.expires = String(Number(p.expires) + 86_400);
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a valid signature used for another user id, or for nobody (403)', async () => {
    const link = linkIn((await lastMailTo(t, 'pending@tarmac.test')).text);
    const [other] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'other@tarmac.test'));
    expect((await verify(link, (p) => void (p.id = String(other.id)))).statusCode).toBe(403);
    expect((await verify(link, (p) => void (p.id = '987654'))).statusCode).toBe(403);
    // Beyond PostgreSQL's integer range: bad input, not a failed query.
    expect((await verify(link, (p) => void (p.id = '99999999999'))).statusCode).toBe(422);
  });

  it('refuses an expired link (403)', async () => {
    const [late] = await t.database.db.select().from(users).where(eq(users.email, 'late@tarmac.test'));
    // A link made 49 hours ago: valid for 48.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now - 49 * 3_600_000);
    const old = new URL(await verificationLink(t.app, late.id, late.email));
    vi.restoreAllMocks();
    expect(Number(old.searchParams.get('expires'))).toBeLessThan(now / 1000);
    expect((await verify(old)).statusCode).toBe(403);
    expect((await signIn('late@tarmac.test')).statusCode).toBe(422);
  });

  it('answers 422 for a link with a malformed query', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/email/verify/${pendingId}?expires=soon&signature=xyz` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['expires', 'signature']);
  });

  it('verifies with the e-mailed link (200), after which sign-in works', async () => {
    expect((await signIn('pending@tarmac.test')).statusCode).toBe(422);
    const res = await verify(linkIn((await lastMailTo(t, 'pending@tarmac.test')).text));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your e-mail address is verified. You can sign in now.' });
    expect((await signIn('pending@tarmac.test')).statusCode).toBe(200);
  });

  it('says so when the address was already verified', async () => {
    const res = await verify(linkIn((await lastMailTo(t, 'pending@tarmac.test')).text));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your e-mail address was already verified.' });
  });

  it('does not mail a verified address again', async () => {
    const before = (await sentMail(t)).length;
    expect((await resend('pending@tarmac.test')).statusCode).toBe(200);
    expect((await sentMail(t)).length).toBe(before);
  });

  it('refuses a link made for an address the user has since changed (403)', async () => {
    const link = linkIn(await freshLinkFor('other@tarmac.test'));
    await t.database.db.update(users).set({ email: 'other-renamed@tarmac.test' }).where(eq(users.email, 'other@tarmac.test'));
    expect((await verify(link)).statusCode).toBe(403);
  });
});

async function freshLinkFor(email: string): Promise<string> {
  expect((await resend(email)).statusCode).toBe(200);
  return (await lastMailTo(t, email)).text;
}
