import type { FastifyInstance } from 'fastify';
import type { Translate } from '../i18n';
import { verificationLink, verificationLinkHours } from './signedLinks';

export const passwordResetMinutes = 60;

interface Recipient {
  id: number;
  name: string;
  email: string;
}

export async function sendVerificationMail(app: FastifyInstance, user: Recipient, t: Translate): Promise<void> {
  const link = await verificationLink(app, user.id, user.email);
  await app.mailer.send({
    to: user.email,
    subject: t('mail.verify_subject'),
    text: [
      t('mail.greeting', { name: user.name }),
      '',
      t('mail.verify_body', { hours: verificationLinkHours }),
      link,
      '',
      t('mail.ignore'),
      '',
      t('mail.signature'),
    ].join('\n'),
  });
}

export async function sendPasswordResetMail(app: FastifyInstance, user: Recipient, token: string, t: Translate): Promise<void> {
  const link = `${app.config.APP_URL}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
  await app.mailer.send({
    to: user.email,
    subject: t('mail.reset_subject'),
    text: [
      t('mail.greeting', { name: user.name }),
      '',
      t('mail.reset_body', { minutes: passwordResetMinutes }),
      link,
      '',
      t('mail.ignore'),
      '',
      t('mail.signature'),
    ].join('\n'),
  });
}
