import { and, asc, eq, lte } from 'drizzle-orm';
import { scheduledPeriod } from '../../../model/modules/reporting/params';
import { nextScheduledRun } from '../../../model/modules/reporting/saved';
import type { Mailer } from '../../auth/mail';
import type { Database } from '../../db/client';
import { reportSchedules } from '../../db/schema';
import { ApiError } from '../../errors';
import { translatorFor, type Translate } from '../../i18n';
import type { Job } from '../../jobs/job';
import { filterWords } from './filterWords';
import { reportXlsx } from './reportFiles';
import { reportSheet } from './reportSheet';
import { definitionOf, reportParams } from './routes';
import { computeReport, presentReport } from './runReport';
import { mailRecipients, ownerMayReport, userLocale } from './scheduleQueries';

type Schedule = typeof reportSchedules.$inferSelect;

/** The most schedules one run claims; the rest are still due at the next run. */
const claimBatch = 50;

/**
 * Claims the due schedules: each row is locked (skipping rows another process holds) and its
 * next_run_at moved to the next occurrence before anything is sent, so however many processes run
 * the job, a schedule's period is sent once. Not a user's edit: the version stays.
 */
export async function claimDueSchedules(db: Database, now: Date): Promise<Schedule[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const due = await tx
      .select()
      .from(reportSchedules)
      .where(and(eq(reportSchedules.active, true), lte(reportSchedules.next_run_at, now)))
      .orderBy(asc(reportSchedules.next_run_at))
      .limit(claimBatch)
      .for('update', { skipLocked: true });
    for (const schedule of due) {
      await tx
        .update(reportSchedules)
        .set({ next_run_at: nextScheduledRun(schedule.frequency, schedule.hour, now) })
        .where(eq(reportSchedules.id, schedule.id));
    }
    return due;
  });
}

/** A failure of one schedule in the owner's words (they read last_error on the screen): the message if it is one of ours. */
const errorText = (error: unknown, t: Translate) => (error instanceof ApiError ? t(error.messageKey, error.vars) : String(error));

/**
 * Sends one schedule's report for its period: computed once, then for each recipient in their own
 * language, with money only for those allowed to see it, as an XLSX attachment.
 */
export async function sendSchedule(db: Database, mailer: Mailer, schedule: Schedule, now: Date): Promise<void> {
  const ownerT = translatorFor(await userLocale(db, schedule.owner_id));
  if (!(await ownerMayReport(db, schedule.owner_id, schedule.region_id))) {
    await db
      .update(reportSchedules)
      .set({ last_error: ownerT('reporting.mail.owner_not_member') })
      .where(eq(reportSchedules.id, schedule.id));
    return;
  }
  const failures: string[] = [];
  let sent = 0;
  try {
    const definition = definitionOf(schedule.report);
    const params = reportParams(schedule.report, {
      ...schedule.params,
      ...scheduledPeriod(schedule.frequency, now),
      region_id: schedule.region_id,
    });
    const shaped = await computeReport(db, definition, params);
    for (const recipient of await mailRecipients(db, schedule.region_id, schedule.recipient_ids)) {
      const t = translatorFor(recipient.locale);
      const result = presentReport(definition, params, shaped, { t, seesAmounts: recipient.seesAmounts }, now);
      const filters = await filterWords(db, params, t);
      try {
        await mailer.send({
          to: recipient.email,
          subject: t('reporting.mail.subject', { title: result.title, from: params.from, to: params.to }),
          text: [
            t('mail.greeting', { name: recipient.name }),
            '',
            t('reporting.mail.body', { name: schedule.name, title: result.title }),
            filters,
            '',
            t('mail.signature'),
          ].join('\n'),
          attachments: [
            {
              filename: `${schedule.report}-${params.from}-${params.to}.xlsx`,
              content: await reportXlsx(reportSheet(result, filters, t), result.title),
              contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            },
          ],
        });
        sent += 1;
      } catch (error) {
        // One unreachable mailbox does not stop the others.
        failures.push(`${recipient.email}: ${errorText(error, ownerT)}`);
      }
    }
  } catch (error) {
    failures.push(errorText(error, ownerT));
  }
  await db
    .update(reportSchedules)
    .set({ last_sent_at: sent ? now : schedule.last_sent_at, last_error: failures.length ? failures.join('\n') : null })
    .where(eq(reportSchedules.id, schedule.id));
}

/** A report e-mailed daily, weekly or monthly to chosen users as an XLSX attachment (docs/modules/reporting.md). */
export const reportScheduleJob: Job = {
  name: 'reporting.scheduled',
  everyMinutes: 15,
  async run(db, now, context) {
    if (!context) throw new Error('scheduled reports need the mail transport (JobContext)');
    for (const schedule of await claimDueSchedules(db, now)) await sendSchedule(db, context.mailer, schedule, now);
  },
};
