import { strFromU8, unzipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reportSchedules, userRegions, users } from '../../../../server/db/schema';
import { reportScheduleJob } from '../../../../server/modules/reporting/scheduleJob';
import { createTestApp, demoEmails, forgetSessions, queryJson, type TestApp } from '../../helper';
import { demoPeriod, loadReportingContext } from './reportingFixtures';

/**
 * Reports kept for later (docs/modules/reporting.md): saved views (private to their owner, versioned, audited) and
 * scheduled reports (the owner's region, recipients who may read it). One app for the file.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof loadReportingContext>>;
const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadReportingContext(t);
});
afterAll(async () => t?.close());

describe('report views', () => {
  it('saves, lists, renames with the version, refuses a stale version and a taken name, deletes; private to the owner', async () => {
    const params = { ...demoPeriod, region_id: c.region['EUR-W'], customer_id: 1 };
    const created = await t.send('POST', '/api/report_views', c.headers.planner, {
      report: 'work_billing',
      name: 'Q3 per customer',
      params,
    });
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json();
    expect(view).toMatchObject({ report: 'work_billing', name: 'Q3 per customer', params, version: 1 });
    expect(view).not.toHaveProperty('user_id');

    const taken = await t.send('POST', '/api/report_views', c.headers.planner, { report: 'work_billing', name: 'Q3 per customer', params });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('name');
    const badParams = await t.send('POST', '/api/report_views', c.headers.planner, {
      report: 'work_billing',
      name: 'Other',
      params: { ...params, technician_id: 3 },
    });
    expect(badParams.json().errors).toHaveProperty('technician_id');
    expect(
      (
        await t.send('POST', '/api/report_views', c.headers.planner, {
          report: 'work_billing',
          name: 'Abroad',
          params: { ...params, region_id: c.region.NAM },
        })
      ).statusCode,
    ).toBe(403);

    const list = await t.send(
      'GET',
      `/api/report_views?filter=${queryJson({ report: 'work_billing' })}&sort=${queryJson(['name', 'ASC'])}&range=${queryJson([0, 99])}`,
      c.headers.planner,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-range']).toBe('report_views 0-0/1');
    expect(list.json().map((row: { id: number }) => row.id)).toEqual([view.id]);
    expect((await t.send('GET', `/api/report_views?filter=${queryJson({ owner: 1 })}`, c.headers.planner)).statusCode).toBe(422);

    const renamed = await t.send('PUT', `/api/report_views/${view.id}`, c.headers.planner, { name: 'Q3', params, version: 1 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Q3', version: 2 });
    const stale = await t.send('PUT', `/api/report_views/${view.id}`, c.headers.planner, { name: 'Q3 again', params, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'Q3', version: 2 });

    // Another user's view does not exist for them, whatever they try.
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Mine', params, version: 2 }], ['DELETE']] as const) {
      expect((await t.send(method, `/api/report_views/${view.id}`, c.headers.admin, payload)).statusCode).toBe(404);
    }
    expect((await t.send('GET', '/api/report_views', c.headers.admin)).json()).toEqual([]);

    expect((await t.send('DELETE', `/api/report_views/${view.id}`, c.headers.planner)).statusCode).toBe(200);
    expect((await t.send('GET', `/api/report_views/${view.id}`, c.headers.planner)).statusCode).toBe(404);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.record_id, String(view.id)));
    expect(audit.filter((row) => row).map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });
});

describe('report schedules', () => {
  it('schedules a report to recipients who may read it in the owner’s region, with the next run; refuses others', async () => {
    const region_id = c.region['EUR-W'];
    const recipients = await t.send('GET', `/api/report_schedules/recipients?region_id=${region_id}`, c.headers.planner);
    expect(recipients.statusCode, recipients.body).toBe(200);
    const emails = recipients.json().map((user: { email: string }) => user.email);
    // The supervisor reads Reporting in EUR-W; the technician has no Reporting tab; the viewer is in NAM only.
    expect(emails).toEqual(expect.arrayContaining([demoEmails.admin, demoEmails.planner, demoEmails.supervisor]));
    expect(emails).not.toContain(demoEmails.technician);
    expect(emails).not.toContain(demoEmails.viewer);
    expect((await t.send('GET', `/api/report_schedules/recipients?region_id=${c.region.NAM}`, c.headers.planner)).statusCode).toBe(403);

    const body = {
      report: 'work_billing',
      name: 'Weekly billing',
      region_id,
      params: { customer_id: 1 },
      frequency: 'weekly',
      hour: 6,
      recipient_ids: [await userId(demoEmails.supervisor)],
    };
    const created = await t.send('POST', '/api/report_schedules', c.headers.planner, body);
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json();
    expect(schedule).toMatchObject({ ...body, active: true, version: 1, last_sent_at: null });
    const next = new Date(schedule.next_run_at);
    expect([next.getUTCDay(), next.getUTCHours(), next > new Date()]).toEqual([1, 6, true]);

    const refused = async (changes: Record<string, unknown>, field: string, status = 422) => {
      const response = await t.send('POST', '/api/report_schedules', c.headers.planner, { ...body, ...changes });
      expect(response.statusCode, JSON.stringify(changes)).toBe(status);
      if (status === 422) expect(Object.keys(response.json().errors)).toContain(field);
    };
    await refused({ recipient_ids: [await userId(demoEmails.technician)] }, 'recipient_ids');
    await refused({ recipient_ids: [await userId(demoEmails.viewer)] }, 'recipient_ids');
    await refused({ params: { from: '2026-01-01' } }, 'params.from');
    await refused({ params: { technician_id: 1 } }, 'technician_id');
    await refused({ hour: 24 }, 'hour');
    await refused({ region_id: c.region.NAM }, 'region_id', 403);

    const changed = await t.send('PUT', `/api/report_schedules/${schedule.id}`, c.headers.planner, {
      ...body,
      report: undefined,
      frequency: 'daily',
      hour: 7,
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(new Date(changed.json().next_run_at).getUTCHours()).toBe(7);
    expect(
      (await t.send('PUT', `/api/report_schedules/${schedule.id}`, c.headers.planner, { ...body, report: undefined, version: 1 }))
        .statusCode,
    ).toBe(409);
    // Not the supervisor's schedule; the administrator sees every schedule of their regions.
    expect((await t.send('GET', `/api/report_schedules/${schedule.id}`, c.headers.supervisor)).statusCode).toBe(404);
    expect((await t.send('GET', `/api/report_schedules/${schedule.id}`, c.headers.admin)).statusCode).toBe(200);
    expect((await t.send('GET', '/api/report_schedules', c.headers.planner)).headers['content-range']).toBe('report_schedules 0-0/1');
  });
});

describe('reporting.scheduled job', () => {
  it('mails each recipient the report as XLSX in their language, money only to those who see it, moves the next run; a second run sends nothing', async () => {
    const db = t.database.db;
    const [supervisor, planner] = [await userId(demoEmails.supervisor), await userId(demoEmails.planner)];
    await db.update(users).set({ locale: 'fr' }).where(eq(users.id, supervisor));
    forgetSessions(t.app);
    const body = {
      report: 'work_billing',
      name: 'Daily billing',
      region_id: c.region['EUR-W'],
      params: {},
      frequency: 'daily',
      hour: 5,
      recipient_ids: [supervisor, planner],
    };
    const created = await t.send('POST', '/api/report_schedules', c.headers.planner, body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const now = new Date();
    await db
      .update(reportSchedules)
      .set({ next_run_at: new Date(now.getTime() - 60_000) })
      .where(eq(reportSchedules.id, id));
    const before = t.mail.messages.length;

    await reportScheduleJob.run(db, now, { mailer: t.mail, appUrl: 'http://tarmac.test', log: { error: () => undefined } });
    const mails = t.mail.messages.slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([demoEmails.planner, demoEmails.supervisor].sort());
    const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1)).toISOString().slice(0, 10);
    const toSupervisor = mails.find((mail) => mail.to === demoEmails.supervisor)!;
    const toPlanner = mails.find((mail) => mail.to === demoEmails.planner)!;
    expect(toSupervisor.subject).toBe(`Travaux réalisés et facturation, du ${yesterday} au ${yesterday}`);
    expect(toPlanner.subject).toBe(`Work done and billing, ${yesterday} to ${yesterday}`);
    const sheetOf = (mail: typeof toPlanner) => {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0].filename).toBe(`work_billing-${yesterday}-${yesterday}.xlsx`);
      const files = unzipSync(new Uint8Array(mail.attachments![0].content));
      return `${strFromU8(files['xl/worksheets/sheet1.xml'])}${strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array())}`;
    };
    expect(sheetOf(toPlanner)).toContain('>Amount<');
    const french = sheetOf(toSupervisor);
    expect(french).toContain('>Client<');
    expect(french).toContain('>À la prestation<');
    expect(french).not.toContain('>Montant<');

    const [after] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    expect(after.next_run_at.getTime()).toBeGreaterThan(now.getTime());
    expect(after).toMatchObject({ last_sent_at: now, last_error: null, version: 1 });
    await reportScheduleJob.run(db, now, { mailer: t.mail, appUrl: 'http://tarmac.test', log: { error: () => undefined } });
    expect(t.mail.messages.length).toBe(before + 2);

    // The owner leaves the region: the next run sends nothing and says why, in the owner's language.
    await db.update(users).set({ locale: 'fr' }).where(eq(users.id, planner));
    await db.delete(userRegions).where(and(eq(userRegions.user_id, planner), eq(userRegions.region_id, c.region['EUR-W'])));
    await db
      .update(reportSchedules)
      .set({ next_run_at: new Date(now.getTime() - 60_000) })
      .where(eq(reportSchedules.id, id));
    await reportScheduleJob.run(db, now, { mailer: t.mail, appUrl: 'http://tarmac.test', log: { error: () => undefined } });
    expect(t.mail.messages.length).toBe(before + 2);
    const [stopped] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    expect(stopped.last_error).toBe('Non envoyé : le propriétaire de l’envoi ne lit plus les rapports de sa région.');
  });
});
