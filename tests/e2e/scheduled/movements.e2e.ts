import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import type { TimelineDay } from '../../../src/pages/scheduled/timelineTypes';
import { baseUrl, demoPassword, screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { apiAs, demo, waitForScreen } from '../support/shell';
import { makeJobFor } from './myWorkSetup';

/**
 * Flight movements (docs/modules/movements.md), end to end: an airline's system posts an MVT delaying a
 * job's departure into the technician's next job; the planner's timeline moves the bar and flags the
 * double booking live, the planner re-plans from the movements screen (the technician released from the
 * moved job first), and the technician's My work no longer holds the moved job.
 */
const sessions = browserPerFile();
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const technicianName = 'Toni Technician';
const minute = 60_000;
/** Job A, the gap, job B (minutes): the 90-minute delay of A's departure runs into B. */
const plan = { a: 40, gap: 30, b: 40, delay: 90 };

const clockIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
const localDate = (timeZone: string, at: Date) => new Intl.DateTimeFormat('sv', { timeZone }).format(at);
/** MVT's ddhhmm (UTC, AHM 780). */
const ddhhmm = (at: Date) => at.toISOString().slice(8, 10) + at.toISOString().slice(11, 13) + at.toISOString().slice(14, 16);

/** A context signed in through the API only (no page load): the set-up's callers. */
async function apiSession(email: string): Promise<BrowserContext> {
  const { context } = await sessions.anonymous();
  const login = await context.request.post('/api/login', { data: { email, password: demoPassword } });
  expect(login.ok(), `sign-in of ${email}`).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
  return context;
}

/**
 * The first start on the station's today whose A, gap, B and delay are clear of the technician's demo work
 * (half an hour either side; yesterday's too, which may run past midnight), so the only double booking is the one the movement makes: from a quarter of an
 * hour on, or, late in the evening, from just after midnight (as makeJobFor does: the day stays today).
 */
function freeStart(days: TimelineDay[], technicianId: number, timeZone: string): Date {
  const busy = days
    .flatMap((day) => day.activities)
    .filter((activity) => activity.technician_ids.includes(technicianId))
    .map((activity) => {
      const times = [activity.ata_at, activity.eta_at, activity.sta_at, activity.atd_at, activity.etd_at, activity.std_at];
      const known = times.filter((time): time is string => Boolean(time)).map((time) => Date.parse(time));
      return { from: Math.min(...known) - 30 * minute, to: Math.max(...known) + 30 * minute };
    });
  // B's end, or A's delayed end if later.
  const span = Math.max(plan.a + plan.gap + plan.b, plan.a + plan.delay) * minute;
  const now = new Date();
  const today = localDate(timeZone, now);
  const [hours, minutes] = clockIn(timeZone, now).split(':').map(Number);
  const midnight = Math.floor(now.getTime() / minute) * minute - (hours * 60 + minutes) * minute;
  const step = 5 * minute;
  for (const first of [Math.ceil((now.getTime() + 15 * minute) / step) * step, midnight + 15 * minute]) {
    for (let start = first; localDate(timeZone, new Date(start + span)) === today; start += step) {
      if (busy.every(({ from, to }) => to <= start || from >= start + span)) return new Date(start);
    }
  }
  throw new Error(`no free ${span / minute} minutes today for ${technicianName}`);
}

describe('a flight movement double-books a technician', () => {
  it('moves the bar live, flags the clash, is re-planned from the movements screen, and My work follows', async () => {
    // Set-up (API): two jobs of today at the technician's station, A's outbound flight the one the MVT names.
    const supervisor = await apiSession(demo.supervisor);
    const firstLook: TimelineDay = await apiAs(supervisor, 'GET', `/api/activities/timeline?date=${new Date().toLocaleDateString('sv')}`);
    const technician = firstLook.technicians.find((candidate) => candidate.name === technicianName)!;
    const station = firstLook.stations.find((candidate) => candidate.id === technician.home_station_id)!;
    const zone = station.time_zone;
    const today = localDate(zone, new Date());
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 1440 * minute).toISOString().slice(0, 10);
    const days: TimelineDay[] = await Promise.all(
      [yesterday, today].map((date) => apiAs(supervisor, 'GET', `/api/activities/timeline?date=${date}`)),
    );
    const start = freeStart(days, technician.id, zone);
    const at = (offset: number) => clockIn(zone, new Date(start.getTime() + offset * minute));
    const flight = `ZM${1000 + Math.floor(Math.random() * 9000)}`;
    const a = await makeJobFor(supervisor, 'F-MVTA', technicianName, { sta: at(0), std: at(plan.a), outbound_flight_no: flight });
    const bStart = plan.a + plan.gap;
    const b = await makeJobFor(supervisor, 'F-MVTB', technicianName, { sta: at(bStart), std: at(bStart + plan.b) });
    const jobA = await apiAs(supervisor, 'GET', `/api/activities/${a.activityId}`);
    const delayed = new Date(Date.parse(jobA.std_at) + plan.delay * minute);

    const admin = await apiSession(demo.admin);
    const { regions } = await apiAs(admin, 'GET', '/api/user');
    const westernEurope = (regions as { region_id: number; region_name: string }[]).find(
      (region) => region.region_name === 'Western Europe',
    )!;
    const { key } = await apiAs(admin, 'POST', '/api/api_keys', {
      name: `Movements journey ${flight}`,
      region_ids: [westernEurope.region_id],
      permission: 'movements_write',
    });

    // The planner watches today at the station.
    const { page } = await sessions.signedIn(demo.planner, { viewport: desktop, timeZone: zone, landing: '/scheduled' });
    await page.getByRole('combobox', { name: 'Station' }).click();
    await page.getByRole('option', { name: station.code, exact: true }).click();
    const barOf = (workOrder: string) => page.getByRole('button', { name: new RegExp(`^${workOrder},`) });
    const before = (await barOf(a.workOrder).getAttribute('aria-label'))!;
    expect(before).toContain(`${at(0)}–${at(plan.a)}`);
    expect(before).not.toContain('double booking');
    expect(await barOf(b.workOrder).getAttribute('aria-label')).not.toContain('double booking');

    // The airline's system (curl-like: the key as bearer, plain text) delays A's departure by 90 minutes.
    const mvt = `MVT\n${flight}/${jobA.std_at.slice(8, 10)}.FMVTA.${station.code}\nED${ddhhmm(delayed)}\nDL93/0130`;
    const sent = await fetch(`${baseUrl}/api/flight_movements/mvt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
      body: mvt,
    });
    const answer = await sent.text();
    expect(sent.status, answer).toBe(200);
    expect(JSON.parse(answer).messages[0].status, answer).toBe('read');

    // Live, without a reload: A's bar ends at the new ETD, and both bars are flagged double-booked.
    const newEnd = clockIn(zone, delayed);
    await expect.poll(() => barOf(a.workOrder).getAttribute('aria-label')).toContain(`, ${at(0)}–${newEnd}, `);
    expect(await barOf(a.workOrder).getAttribute('aria-label')).toMatch(/, double booking/);
    await expect.poll(() => barOf(b.workOrder).getAttribute('aria-label')).toMatch(/, double booking/);
    await screenshot(page, 'desktop/en/movement-double-booking');

    // Flight movements → the movement → Re-plan: the technician is released from A first, then Apply.
    await page.getByRole('link', { name: 'Flight movements' }).click();
    await page.waitForURL(/\/scheduled\/movements/);
    await page.getByPlaceholder('Search').fill(flight);
    // The search is applied (in the address) and its list read before the row is opened: the list read
    // for a new search remounts the rows, an open row's Re-plan dialog with them.
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(flight));
    await waitForScreen(page);
    const row = page.getByRole('row').filter({ hasText: flight });
    await row.getByText('Applied', { exact: true }).waitFor({ state: 'visible' });
    // The flight opens the row (the job's work order in it is a link to the activity).
    await row.getByText(flight, { exact: true }).first().click();
    await page.getByRole('button', { name: 'Re-plan' }).click();
    const dialog = page.getByRole('dialog', { name: `Re-plan after the movement of ${a.workOrder}` });
    await dialog.getByRole('heading', { name: 'Released first' }).waitFor({ state: 'visible' });
    await dialog.getByText(`${technicianName} off ${a.workOrder}: the new time double-books them`).waitFor({ state: 'visible' });
    await dialog.getByText(/^\d+ of \d+ open seats filled/).waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/movement-replan');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/^Released: 1; assignments made: \d+\.$/).waitFor({ state: 'visible' });
    await dialog.waitFor({ state: 'detached' });

    // The technician's phone: B is still theirs, A is not (the re-plan released them, and no rule lets
    // auto-assign give A back to someone booked on B at the same time); A's page shows the delayed ETD.
    const tech = await sessions.signedIn(demo.tech, { viewport: phone, timeZone: zone, landing: '/scheduled' });
    await tech.page.getByRole('heading', { name: 'My work', level: 2 }).waitFor({ state: 'visible' });
    await tech.page.getByRole('article', { name: b.workOrder }).waitFor({ state: 'visible' });
    expect(await tech.page.getByRole('article', { name: a.workOrder }).count()).toBe(0);
    await screenshot(tech.page, 'phone/en/movement-my-work');
    await tech.page.goto(`/scheduled_data/${a.activityId}`);
    await waitForScreen(tech.page);
    const header = tech.page.getByRole('region', { name: a.workOrder });
    await header.getByText('Estimated departure', { exact: true }).waitFor({ state: 'visible' });
    await header.getByText(new RegExp(`^${newEnd}\\b`)).waitFor({ state: 'visible' });
    // Its history says why: re-timed by the key's message (linked), then the planner's re-plan released the technician.
    await tech.page.getByRole('link', { name: 'By flight movement: open its message' }).waitFor({ state: 'visible' });
    await tech.page.getByText('Technician removed by Pat Planner', { exact: true }).waitFor({ state: 'visible' });
    await screenshot(tech.page, 'phone/en/movement-activity');
  });
});
