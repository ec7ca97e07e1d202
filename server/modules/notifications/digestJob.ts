import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { defaultDateFormat } from '../../../model/dates';
import { fallbackLocale, isLocale, type Locale } from '../../../model/locales';
import type { Mailer } from '../../auth/mail';
import type { Database } from '../../db/client';
import { appSettings, notifications, users } from '../../db/schema';
import { translatorFor } from '../../i18n';
import type { Job, JobContext } from '../../jobs/job';
import { renderNotification } from './renderNotification';

/**
 * The e-mail digest (docs/modules/notifications.md): once a day, each user who turned it on receives their unread
 * notifications not mailed before, in their own language, through the same transport as the account
 * e-mails; each is then marked mailed_at and never mailed again. Only verified, active addresses.
 * The mails go first and the rows are marked in one statement at the end, so users reading their
 * notifications meanwhile are not kept waiting on locked rows; should the process stop between the
 * two, the next digest repeats those notifications rather than losing them.
 */

/** The most a digest lists; the rest wait in the app (and for the next digest). */
const maxPerDigest = 50;

interface Recipient {
  id: number;
  name: string;
  email: string;
  locale: Locale;
  dateFormat: string;
}

async function digestRecipients(db: Database): Promise<Recipient[]> {
  const [settings] = await db
    .select({ locale: appSettings.default_locale, dateFormat: appSettings.date_format })
    .from(appSettings)
    .limit(1);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.notification_digest, true), eq(users.active, true), isNotNull(users.email_verified_at)))
    .orderBy(asc(users.id));
  const fallback = isLocale(settings?.locale) ? settings.locale : fallbackLocale;
  return rows.map((row) => ({
    ...row,
    locale: isLocale(row.locale) ? row.locale : fallback,
    dateFormat: settings?.dateFormat ?? defaultDateFormat,
  }));
}

async function pendingOf(db: Database, userId: number) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      key: notifications.key,
      params: notifications.params,
      link: notifications.link,
    })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at), isNull(notifications.mailed_at)))
    .orderBy(asc(notifications.created_at), asc(notifications.id))
    .limit(maxPerDigest);
}

/** The digest's words in the recipient's language: each notification's title, text and link. */
export function digestMail(recipient: Recipient, rows: Awaited<ReturnType<typeof pendingOf>>, appUrl: string) {
  const t = translatorFor(recipient.locale);
  const items = rows.map((row) => {
    const { title, text } = renderNotification(row, recipient.locale, recipient.dateFormat);
    return [`• ${title}`, ...(text ? [`  ${text}`] : []), ...(row.link ? [`  ${appUrl}${row.link}`] : [])].join('\n');
  });
  return {
    to: recipient.email,
    subject: t('notifications.digest.subject', { count: rows.length }),
    text: [
      t('mail.greeting', { name: recipient.name }),
      '',
      t('notifications.digest.intro'),
      '',
      items.join('\n\n'),
      '',
      t('notifications.digest.all', { url: `${appUrl}/notification` }),
      t('notifications.digest.why', { url: `${appUrl}/settings/profile` }),
      '',
      t('mail.signature'),
    ].join('\n'),
  };
}

/** Sends every digest due at the moment; answers the ids mailed. */
export async function sendDigests(
  db: Database,
  mailer: Mailer,
  appUrl: string,
  log?: (error: unknown, userId: number) => void,
): Promise<number[]> {
  const mailed: number[] = [];
  for (const recipient of await digestRecipients(db)) {
    const rows = await pendingOf(db, recipient.id);
    if (!rows.length) continue;
    try {
      await mailer.send(digestMail(recipient, rows, appUrl));
      mailed.push(...rows.map((row) => row.id));
    } catch (error) {
      // One unreachable mailbox does not stop the others; its notifications wait for tomorrow.
      log?.(error, recipient.id);
    }
  }
  if (mailed.length)
    await db
      .update(notifications)
      .set({ mailed_at: sql`now()` })
      .where(and(inArray(notifications.id, mailed), isNull(notifications.mailed_at)));
  return mailed;
}

export const notificationDigestJob: Job = {
  name: 'notifications.digest',
  everyMinutes: 24 * 60,
  async run(db, _now, context?: JobContext) {
    if (!context) throw new Error('the e-mail digest needs the mail transport (JobContext)');
    // Not a failure of the job: the others were mailed and are marked; the rest wait for tomorrow.
    await sendDigests(db, context.mailer, context.appUrl, (err, userId) =>
      context.log.error({ err, userId }, 'notification digest e-mail failed'),
    );
  },
};
