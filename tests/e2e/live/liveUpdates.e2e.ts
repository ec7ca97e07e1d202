import { describe, expect, it } from 'vitest';
import { activityWindow } from '../../../model/core/activityWindow';
import { hardRules, supervisorRules } from '../../../model/modules/scheduled/ruleNames';
import type { BrowserContext, Page } from 'playwright-core';
import type { TimelineDay } from '../../../src/pages/scheduled/timelineTypes';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { claim, claimFirst } from '../support/claims';
import { sideBySide } from '../support/sideBySide';
import { apiAs, demo, waitForScreen } from '../support/shell';

/**
 * Live events (docs/ARCHITECTURE.md): what one person changes shows in every other open browser without a reload —
 * a planner re-times a technician's job, and within 2 s the planner's timeline and the
 * technician's My work show the new times and the technician's nav bar counts the notice.
 */
const sessions = browserPerFile();
/** The promise: a change reaches the other browsers within this. */
const liveWithinMs = 2_000;
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

interface Eligible {
  technician_id: number;
  ok: boolean;
  rules: { rule: string; ok: boolean }[];
}
/** A planner (`scheduled_write`) may set aside with a reason any rule but these. */
const beyondAPlanner: readonly string[] = [...hardRules, ...supervisorRules];

const later = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * 60_000).toISOString();
const stationTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(instant));
const unreadOf = async (page: Page) =>
  Number((await page.locator('a[href="/notification"]').first().getAttribute('aria-label'))?.match(/\d+/)?.[0]);

/**
 * An open job of the day nobody holds that the technician passes every rule for, else one a planner may
 * give them by setting rules aside; claimed for this journey (support/claims.ts).
 */
async function openJobFor(planner: BrowserContext, day: TimelineDay, technicianId: number) {
  const overridable: TimelineDay['activities'] = [];
  for (const candidate of day.activities.filter((activity) => activity.status === 'planned' && activity.technician_ids.length === 0)) {
    const ranked: Eligible[] = await apiAs(planner, 'GET', `/api/activities/${candidate.id}/eligible_technicians`);
    const verdict = ranked.find((entry) => entry.technician_id === technicianId);
    if (verdict?.ok && claim('activity', candidate.id)) return candidate;
    if (verdict?.rules.every((rule) => rule.ok || !beyondAPlanner.includes(rule.rule))) overridable.push(candidate);
  }
  return claimFirst('activity', overridable, (activity) => activity.id);
}

/** Marks the page; a reload would lose the mark. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);

describe('live updates across browsers', () => {
  it('a job re-timed by a planner moves on their timeline and on the technician’s My work within 2 s, and the technician’s badge counts it', async () => {
    const tech = await sessions.signedIn(demo.tech);
    const planner = await sessions.signedIn(demo.planner);

    // The technician's open job of today, as the planner's API sees it (both work in EUR-W).
    const today = await tech.page.evaluate(() => new Date().toLocaleDateString('sv'));
    const day: TimelineDay = await apiAs(planner.context, 'GET', `/api/activities/timeline?date=${today}`);
    const toni = day.technicians.find((technician) => technician.name === 'Toni Technician')!;
    // A job whose flight is announced late keeps its bar at the estimate (activityWindow): one on
    // its schedule is taken if there is one, and the bar is expected where the model places it.
    const open = day.activities.filter(
      (activity) => activity.technician_ids.includes(toni.id) && activity.status === 'assigned' && activity.sta_at && activity.std_at,
    );
    const onSchedule = (activity: (typeof open)[number]) => !activity.eta_at && !activity.ata_at;
    const job = claimFirst(
      'activity',
      [...open.filter(onSchedule), ...open.filter((activity) => !onSchedule(activity))],
      (activity) => activity.id,
    )!;
    expect(job, 'the demo week keeps two of the technician’s jobs of today open').toBeDefined();
    const timeZone = day.stations.find((station) => station.id === job.station_id)!.time_zone;

    await tech.page.goto('/scheduled');
    await waitForScreen(tech.page);
    const card = tech.page.getByRole('article', { name: job.work_order });
    await card.waitFor({ state: 'visible' });
    await planner.page.goto('/scheduled');
    await waitForScreen(planner.page);
    const bar = planner.page.getByRole('button', { name: new RegExp(`^${job.work_order},`) }).first();
    await bar.waitFor({ state: 'attached' });
    await Promise.all([markPage(tech.page), markPage(planner.page)]);
    const unreadBefore = await unreadOf(tech.page);

    const sta = later(job.sta_at!, 7);
    const std = later(job.std_at!, 7);
    const moved = activityWindow({ ...job, sta_at: sta, std_at: std, service_minutes: 0 })!;
    const newTimes = `${stationTime(moved.start.toISOString(), timeZone)}–${stationTime(moved.end.toISOString(), timeZone)}`;
    await apiAs(planner.context, 'POST', `/api/activities/${job.id}/reschedule`, {
      sta_at: sta,
      std_at: std,
      version: job.version,
      override_reason: 'Inbound flight running seven minutes late',
    });
    const changed = Date.now();

    await Promise.all([
      expect.poll(() => card.textContent(), { timeout: liveWithinMs, interval: 50 }).toContain(`STA ${stationTime(sta, timeZone)}`),
      expect.poll(() => bar.getAttribute('aria-label'), { timeout: liveWithinMs, interval: 50 }).toContain(newTimes),
      // The re-timing tells the technician (server/modules/notifications).
      expect.poll(() => unreadOf(tech.page), { timeout: liveWithinMs, interval: 50 }).toBe(unreadBefore + 1),
    ]);
    console.log(`live: re-timing → My work, timeline and badge updated in ${Date.now() - changed} ms`);
    expect(await stillSamePage(tech.page)).toBe(true);
    expect(await stillSamePage(planner.page)).toBe(true);
  });

  it('a job assigned by a planner reaches the technician’s badge, notification list and What’s up within 2 s, without a reload', async () => {
    const tech = await sessions.signedIn(demo.tech);
    const planner = await sessions.signedIn(demo.planner);
    // What's up opens on the browser's today; late at night every job of it may be done, so the
    // next day serves as well (the technician then steps to it).
    const firstDay = await tech.page.evaluate(() => new Date().toLocaleDateString('sv'));
    let job: TimelineDay['activities'][number] | undefined;
    let toniId = 0;
    let dayOffset = 0;
    for (const offset of [0, 1]) {
      const date = new Date(Date.parse(`${firstDay}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const day: TimelineDay = await apiAs(planner.context, 'GET', `/api/activities/timeline?date=${date}`);
      toniId = day.technicians.find((technician) => technician.name === 'Toni Technician')!.id;
      job = await openJobFor(planner.context, day, toniId);
      dayOffset = offset;
      if (job) break;
    }
    expect(job, 'the demo days have an open job the technician may be given').toBeDefined();

    const notices = await tech.context.newPage();
    await Promise.all([tech.page.goto('/home'), notices.goto('/notification')]);
    await Promise.all([waitForScreen(tech.page), waitForScreen(notices)]);
    if (dayOffset) await tech.page.getByRole('button', { name: 'Next day' }).click();
    const myDayCard = tech.page.getByRole('article', { name: job!.work_order });
    const notice = notices
      .getByRole('row')
      .or(notices.getByRole('listitem'))
      .filter({ hasText: job!.work_order })
      .filter({ hasText: 'You are assigned to' });
    expect(await myDayCard.count()).toBe(0);
    expect(await notice.count()).toBe(0);
    await Promise.all([markPage(tech.page), markPage(notices)]);
    const unreadBefore = await unreadOf(tech.page);

    // The badge may count two: an overlap set aside also tells the technician of the conflict.
    const assignment = await apiAs(planner.context, 'POST', `/api/activities/${job!.id}/assignments`, {
      technician_id: toniId,
      role: 'lead',
      override_reason: 'Only licensed technician free this morning',
    });
    const changed = Date.now();
    try {
      await Promise.all([
        expect.poll(() => unreadOf(tech.page), { timeout: liveWithinMs, interval: 50, message: 'the badge' }).toBeGreaterThan(unreadBefore),
        expect.poll(() => myDayCard.count(), { timeout: liveWithinMs, interval: 50, message: 'My day on What’s up' }).toBe(1),
        expect.poll(() => notice.count(), { timeout: liveWithinMs, interval: 50, message: 'the notification list' }).toBe(1),
      ]);
      console.log(`live: assignment → badge, notification list and What's up updated in ${Date.now() - changed} ms`);
      expect(await stillSamePage(tech.page)).toBe(true);
      expect(await stillSamePage(notices)).toBe(true);
      await screenshot(notices, 'desktop/en/live-assignment-notification');
    } finally {
      // The day as the other journeys expect it: the job open again.
      await apiAs(planner.context, 'DELETE', `/api/activities/${job!.id}/assignments/${assignment.id}`);
    }
  });

  it('says it is reconnecting while the network is gone, and catches up when it is back (English and French, desktop and phone)', async () => {
    const variants = [
      { locale: 'en', viewport: desktop, name: 'desktop/en', text: 'Reconnecting…' },
      { locale: 'en', viewport: phone, name: 'phone/en', text: 'Reconnecting…' },
      { locale: 'fr', viewport: desktop, name: 'desktop/fr', text: 'Reconnexion…' },
      { locale: 'fr', viewport: phone, name: 'phone/fr', text: 'Reconnexion…' },
    ];
    const reconnects = async ({ locale, viewport, name, text }: (typeof variants)[number]) => {
      const { context, page } = await sessions.signedIn(demo.tech, { locale, viewport });
      await context.addInitScript(letTheTestDropTheLiveStream);
      await page.goto('/scheduled');
      await waitForScreen(page);
      const status = page.getByRole('status').filter({ hasText: text });
      expect(await status.count()).toBe(0);

      await context.setOffline(true);
      await dropLiveStream(page);
      // Not at once (a blip does not flash), but within the grace period and a retry.
      await page.waitForTimeout(1_000);
      expect(await status.count()).toBe(0);
      await status.waitFor({ state: 'attached', timeout: 10_000 });
      await screenshot(page, `${name}/live-reconnecting`);

      await context.setOffline(false);
      await status.waitFor({ state: 'detached', timeout: 5_000 });
    };
    // Side by side: each waits out the indicator's grace period, and each context has its own network.
    await sideBySide(variants, ({ name }) => name, reconnects);
  });
});

/**
 * Chromium's offline mode fails new requests but leaves an open response streaming. The page's
 * fetch of /api/events is wrapped so that the test can cut it the way a lost network does: the
 * body's read fails (and the connection is closed).
 */
function letTheTestDropTheLiveStream() {
  const original = window.fetch.bind(window);
  const open = new Map<ReadableStreamDefaultController<Uint8Array>, ReadableStreamDefaultReader<Uint8Array>>();
  (window as unknown as { dropLiveStream: () => void }).dropLiveStream = () => {
    open.forEach((reader, controller) => {
      controller.error(new TypeError('network lost'));
      void reader.cancel();
    });
    open.clear();
  };
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original(input, init);
    if (!String(input).startsWith('/api/events') || !response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => void open.set(controller, reader),
      pull: async (controller) => {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (!open.has(controller)) return;
        if (done) {
          open.delete(controller);
          controller.close();
        } else controller.enqueue(value!);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

async function dropLiveStream(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { dropLiveStream: () => void }).dropLiveStream());
}
