import type { BrowserContext, Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { TimelineDay } from '../../../src/pages/scheduled/timelineTypes';
import { pickerText } from '../support/pickers';
import { apiAs, cookieNamed } from '../support/shell';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/**
 * A job of today made for one journey and given to the technician (support/claims.ts: a journey makes
 * what it changes): at their home station, for the customer, aircraft type and services of one of their
 * demo jobs (so they may sign its release), starting in a few minutes, or just after midnight late in
 * the evening so it stays on today. `supervisor` is a context signed in as a supervisor, who assigns it
 * and sets aside, with a written reason, the rules a supervisor may (roster, overlap, rest).
 * "Today" is the station's date; My work shows the device's date, so the technician's device must be
 * in `timeZone` (the station's), as a phone on that ramp is — else, around midnight, the two differ.
 */
export async function makeJobFor(
  supervisor: BrowserContext,
  registration: string,
  technicianName = 'Toni Technician',
  /** Station-local times (and a flight) of the journey's choosing instead of "in a few minutes". */
  header?: { sta: string; std: string; outbound_flight_no?: string },
) {
  const firstLook: TimelineDay = await apiAs(supervisor, 'GET', `/api/activities/timeline?date=${new Date().toLocaleDateString('sv')}`);
  const technician = firstLook.technicians.find((candidate) => candidate.name === technicianName)!;
  const station = firstLook.stations.find((candidate) => candidate.id === technician.home_station_id)!;
  const localDate = new Intl.DateTimeFormat('sv', { timeZone: station.time_zone }).format(new Date());
  const localNow = new Intl.DateTimeFormat('en-GB', {
    timeZone: station.time_zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  const day: TimelineDay = await apiAs(supervisor, 'GET', `/api/activities/timeline?date=${localDate}`);
  const theirs = day.activities.find((activity) => activity.technician_ids.includes(technician.id)) ?? day.activities[0];
  const template = await apiAs(supervisor, 'GET', `/api/activities/${theirs.id}`);
  const start = minutes(localNow) < 22 * 60 ? minutes(localNow) + 10 : 10;

  const job = await apiAs(supervisor, 'POST', '/api/activities', {
    station_id: station.id,
    local_date: localDate,
    customer_id: template.customer_id,
    aircraft_type_id: template.aircraft_type_id,
    registration,
    sta: clock(start),
    std: clock(start + 50),
    ...header,
    service_ids: template.services.map((service: { service_id: number }) => service.service_id),
  });
  const token = (await cookieNamed(supervisor, 'token'))?.value;
  const assign = (override_reason?: string) =>
    supervisor.request.post(`/api/activities/${job.id}/assignments`, {
      data: { technician_id: technician.id, role: 'lead', ...(override_reason ? { override_reason } : {}) },
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
  let assigned = await assign();
  if (assigned.status() === 422) assigned = await assign('Journey set-up: a job of its own for this technician today');
  expect(assigned.ok(), `assigning ${technicianName} → ${assigned.status()} ${await assigned.text()}`).toBe(true);
  return { activityId: job.id as number, workOrder: job.work_order as string, timeZone: station.time_zone };
}

/**
 * Records the actual arrival and departure as "now", a few seconds apart: a job cannot take that little
 * time, so the card asks for a remark on the times (docs/modules/scheduled.md, plausible times) before the
 * departure is saved — the journey writes it, as a technician closing a job late would.
 */
export async function arriveAndDepartNow(job: Locator) {
  await job.getByRole('button', { name: 'Actual arrival: now' }).click();
  await expect.poll(() => pickerText(job.getByRole('group', { name: /^Actual arrival \(/ }))).not.toBe('');
  await job.getByRole('button', { name: 'Actual departure: now' }).click();
  const remark = job.getByLabel('Remark on the times');
  await remark.fill('Times entered after the turnaround, from the tech log');
  await job.getByRole('button', { name: 'Actual departure: now' }).click();
  await expect.poll(() => pickerText(job.getByRole('group', { name: /^Actual departure \(/ }))).not.toBe('');
  expect(await job.getByText('These recorded times look implausible').count()).toBe(1);
}
