import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
  }
}

export interface MailQueue {
  /**
   * Runs `send` once the answer to `reply` has gone out. An endpoint that must not tell which
   * accounts exist answers in the same time whether or not it mails: storing a token and talking
   * to the mail server would otherwise make the known address measurably slower. A failure is
   * logged with the request's id, as the caller has already been answered.
   */
  afterResponse(reply: FastifyReply, purpose: string, send: () => Promise<void>): void;
  /** Resolves once every mail scheduled so far has been sent or has failed. */
  drained(): Promise<void>;
}

/** How long shutting down waits for mail still being sent (an SMTP server may hang for minutes). */
export const shutdownGraceMs = 10_000;

function responseGone(reply: FastifyReply): Promise<void> {
  const raw = reply.raw;
  if (raw.writableFinished || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    raw.once('finish', resolve);
    // A client that hangs up early still gets its mail.
    raw.once('close', resolve);
  });
}

export function createMailQueue(app: FastifyInstance): MailQueue {
  const pending = new Set<Promise<void>>();
  return {
    afterResponse(reply, purpose, send) {
      const job = responseGone(reply)
        .then(send)
        .catch((err: unknown) => app.log.error({ err, reqId: reply.request.id, purpose }, 'e-mail after the response failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drained() {
      // Sending one mail never schedules another, but a request may schedule one while we wait.
      while (pending.size) await Promise.all(pending);
    },
  };
}

/** Decorates `app.mailQueue`; closing the app waits (for a while) for mail still being sent. */
export default fp(async function mailQueue(app: FastifyInstance) {
  const queue = createMailQueue(app);
  app.decorate('mailQueue', queue);
  app.addHook('onClose', async () => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), shutdownGraceMs);
    });
    const gaveUp = await Promise.race([queue.drained().then(() => false), timedOut]);
    clearTimeout(timer);
    if (gaveUp) app.log.warn('shutting down with e-mail still being sent');
  });
});
