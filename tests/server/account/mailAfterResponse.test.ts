import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../../server/auth/mail';
import { bearer, createTestApp, insertUser, sentMail, type TestApp } from '../helper';

/**
 * Account e-mails go out after the answer, so an address that has an account is
 * answered as fast as one that has none (the answer used to wait for the token and the mail server).
 */
let t: TestApp;
let moverToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, { email: 'forgetful@tarmac.test' });
  await insertUser(t, { email: 'waiting@tarmac.test', verified: false });
  await insertUser(t, { email: 'mover@tarmac.test', regions: ['NAM'] });
  moverToken = await t.tokenFor('mover@tarmac.test');
});
afterAll(() => t.close());

/** Every send waits until the test releases it, like a mail server that does not answer. */
function holdMail() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held: MailMessage[] = [];
  const spy = vi.spyOn(t.mail, 'send').mockImplementation(async (message) => {
    held.push(message);
    await gate;
    t.mail.messages.push(message);
  });
  return {
    held,
    release() {
      open();
      spy.mockRestore();
    },
  };
}

function answeredWithin<T>(ms: number, request: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: the request waits for the mail`)), ms);
  });
  return Promise.race([request, late]).finally(() => clearTimeout(timer));
}

const requests = [
  {
    what: 'a password reset link',
    to: 'forgetful@tarmac.test',
    status: 200,
    send: () =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/email',
        payload: { email: 'forgetful@tarmac.test' },
        remoteAddress: '198.51.100.31',
      }),
  },
  {
    what: 'the verification link of a new registration',
    to: 'newcomer@tarmac.test',
    status: 201,
    send: () =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'New Comer', email: 'newcomer@tarmac.test', password: 'long-enough-pw', password_confirmation: 'long-enough-pw' },
      }),
  },
  {
    what: 'a verification link sent again',
    to: 'waiting@tarmac.test',
    status: 200,
    send: () =>
      t.app.inject({ method: 'POST', url: '/api/email/resend', payload: { email: 'waiting@tarmac.test' }, remoteAddress: '198.51.100.32' }),
  },
  {
    what: 'the verification link of a changed profile e-mail',
    to: 'moved@tarmac.test',
    status: 200,
    send: () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/settings/profile',
        payload: { name: 'Mover', email: 'moved@tarmac.test' },
        headers: bearer(moverToken),
      }),
  },
];

describe('account e-mails', () => {
  it.each(requests)('answer before $what is sent, then send it', async ({ to, status, send }) => {
    const mail = holdMail();
    try {
      const res = await answeredWithin(2_000, send());
      expect(res.statusCode).toBe(status);
      // The mail is still on its way when the answer is already there.
      await vi.waitFor(() => expect(mail.held.map((m) => m.to)).toEqual([to]));
      expect(t.mail.messages.map((m) => m.to)).not.toContain(to);
    } finally {
      mail.release();
    }
    expect((await sentMail(t)).map((m) => m.to)).toContain(to);
  });

  it('log a mail that could not be sent, with the request it came from, and still answer', async () => {
    const failing = vi.spyOn(t.mail, 'send').mockRejectedValueOnce(new Error('mail server down'));
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password/email',
        payload: { email: 'forgetful@tarmac.test' },
        remoteAddress: '198.51.100.33',
      });
      expect(res.statusCode).toBe(200);
      await sentMail(t);
      expect(failing).toHaveBeenCalledOnce();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({
          err: expect.objectContaining({ message: 'mail server down' }),
          purpose: 'password reset',
          reqId: expect.any(String),
        }),
        'e-mail after the response failed',
      );
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
  });
});
