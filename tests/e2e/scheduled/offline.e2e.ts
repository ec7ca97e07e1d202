import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { browserPerFile } from '../support/browserPerFile';
import { apiAs, demo } from '../support/shell';
import { screenshot } from '../support/browser';
import { setPageOffline } from '../support/network';
import { controlledByServiceWorker, reloadKeepingAnswers } from '../support/serviceWorker';
import { makeJobFor } from './myWorkSetup';

/**
 * My work offline (docs/modules/scheduled.md): a technician's phone loses the network on the ramp, keeps working,
 * and what it did reaches the server when the network returns — in order, with the job's version; a change made
 * meanwhile by someone else is shown with both values, never overwritten.
 */
const sessions = browserPerFile();
const phone = { width: 390, height: 844 };

interface JobDetail {
  status: string;
  version: number;
  services: { id: number; name: string; status: string }[];
}

async function supervisorWithJob(registration: string) {
  const supervisor = await sessions.signedIn(demo.supervisor);
  const job = await makeJobFor(supervisor.context, registration);
  return { supervisor: supervisor.context, ...job };
}

const serverCopy = (context: BrowserContext, id: number): Promise<JobDetail> => apiAs(context, 'GET', `/api/activities/${id}`);

async function openCard(page: Page, workOrder: string): Promise<Locator> {
  await page.getByRole('heading', { name: 'My work', level: 2 }).waitFor({ state: 'visible' });
  const card = page.getByRole('article', { name: workOrder });
  await card.waitFor({ state: 'visible' });
  return card;
}

describe('My work with no network', () => {
  it('starts a job and ticks a service offline (even after a reload), and the server has both once back online', async () => {
    const { supervisor, activityId, workOrder, timeZone } = await supervisorWithJob('F-OFFL');
    const { page } = await sessions.signedIn(demo.tech, {
      viewport: phone,
      timeZone,
      landing: '/scheduled',
      serviceWorkers: 'allow',
    });
    await openCard(page, workOrder);
    // The screen once more while the worker controls the page, so it keeps the day's jobs.
    await controlledByServiceWorker(page);
    await reloadKeepingAnswers(page, () => openCard(page, workOrder));

    await setPageOffline(page, true);
    await page.reload();
    let card = await openCard(page, workOrder);
    await page.getByText('No network: what you do is kept on this device and sent when it returns.').waitFor({ state: 'visible' });
    await card.getByRole('button', { name: 'Start', exact: true }).click();
    const service = card.getByRole('list', { name: 'Services' }).getByRole('button').first();
    await expect.poll(() => service.isEnabled()).toBe(true);
    await service.click();
    await expect.poll(() => service.getAttribute('aria-pressed')).toBe('true');
    await card.getByText('2 actions waiting to be sent').waitFor({ state: 'visible' });
    await page.getByText(/2 actions are waiting to be sent/).waitFor({ state: 'visible' });
    await screenshot(page, 'phone/en/my-work-offline');
    // Nothing reached the server yet.
    expect((await serverCopy(supervisor, activityId)).status).toBe('assigned');

    await setPageOffline(page, false);
    card = page.getByRole('article', { name: workOrder });
    await card.getByText(/actions? waiting to be sent/).waitFor({ state: 'detached' });
    const job = await serverCopy(supervisor, activityId);
    expect(job.status).toBe('in_progress');
    expect(job.services[0].status).toBe('done');
    // The card reads the server's copy again and still shows what was done.
    await expect.poll(() => service.getAttribute('aria-pressed')).toBe('true');
  }, 90_000);

  it('shows a conflict with both values when the job changed meanwhile, and keeps the server’s on request', async () => {
    const { supervisor, activityId, workOrder, timeZone } = await supervisorWithJob('F-CONF');
    const { page } = await sessions.signedIn(demo.tech, { viewport: phone, timeZone, landing: '/scheduled' });
    const card = await openCard(page, workOrder);
    await card.getByRole('button', { name: 'Start', exact: true }).click();
    const service = card.getByRole('list', { name: 'Services' }).getByRole('button').first();
    await expect.poll(() => service.isEnabled()).toBe(true);
    const name = (await serverCopy(supervisor, activityId)).services[0].name;

    await setPageOffline(page, true);
    await service.click();
    await card.getByText('1 action waiting to be sent').waitFor({ state: 'visible' });
    // Meanwhile the supervisor, online, marks the same service not required: the job's version moves on.
    const first = (await serverCopy(supervisor, activityId)).services[0];
    await apiAs(supervisor, 'PUT', `/api/activities/${activityId}/services/${first.id}`, { status: 'not_required' });

    await setPageOffline(page, false);
    const problem = page.getByRole('alert').filter({ hasText: 'changed by someone else meanwhile' });
    await problem.waitFor({ state: 'visible' });
    expect(await problem.textContent()).toContain(`${workOrder} · ${name}`);
    await problem.getByText('Yours: Done').waitFor({ state: 'visible' });
    await problem.getByText('Now: Not required').waitFor({ state: 'visible' });
    await screenshot(page, 'phone/en/my-work-conflict');
    // Nothing was overwritten.
    expect((await serverCopy(supervisor, activityId)).services[0].status).toBe('not_required');

    await problem.getByRole('button', { name: 'Keep theirs' }).click();
    await problem.waitFor({ state: 'detached' });
    await expect.poll(() => service.getAttribute('aria-pressed')).toBe('true');
    expect((await serverCopy(supervisor, activityId)).services[0].status).toBe('not_required');
  }, 90_000);
});
