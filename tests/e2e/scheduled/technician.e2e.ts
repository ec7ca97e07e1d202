import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoPassword, screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { demo, waitForScreen } from '../support/shell';
import { pdfText } from '../../server/pdfText';
import { arriveAndDepartNow, makeJobFor } from './myWorkSetup';

/**
 * Scheduled (docs/modules/scheduled.md): a technician runs a job from a phone on the ramp — My work first, start,
 * tick every service, record the actual times and a defect found, complete, see the release refused over the
 * open defect, defer it under the MEL (docs/modules/defects.md), sign the release with the password again, and
 * keep the certificate (a real PDF stating the deferred item and the organisation's approval).
 */
const sessions = browserPerFile();
const phone = { width: 390, height: 844 };

async function openMyWork(page: Page, title: string) {
  await page.goto('/scheduled');
  await waitForScreen(page);
  await page.getByRole('heading', { name: title, level: 2 }).waitFor({ state: 'visible' });
  await page.getByRole('article').first().waitFor({ state: 'visible' });
}

/** Every button of the card is a touch target of at least 48 × 48 px (WCAG 2.5.5, Material's minimum). */
async function expectTouchTargets(card: Locator) {
  const small = await card.getByRole('button').evaluateAll((buttons) =>
    buttons
      .map((button) => ({ name: button.textContent || button.getAttribute('aria-label'), box: button.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 48 || box.width < 48))
      .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
}

describe('a technician on a phone', () => {
  it('starts a job, records the times and a defect, defers it, signs the RTS and downloads the PDF stating it', async () => {
    const supervisor = await sessions.signedIn(demo.supervisor);
    const { workOrder, timeZone } = await makeJobFor(supervisor.context, 'F-TECH');
    const { page } = await sessions.signedIn(demo.tech, { viewport: phone, timeZone });
    await openMyWork(page, 'My work');
    const job = page.getByRole('article', { name: workOrder });
    await expectTouchTargets(job);
    await screenshot(page, 'phone/en/my-work');

    await job.getByRole('button', { name: 'Start', exact: true }).click();
    await job.getByRole('button', { name: 'Actual arrival: now' }).waitFor({ state: 'visible' });
    const services = job.getByRole('list', { name: 'Services' }).getByRole('button');
    for (let i = 0; i < (await services.count()); i++) {
      const service = services.nth(i);
      if ((await service.getAttribute('aria-pressed')) === 'true') continue;
      await service.click();
      await expect.poll(() => service.getAttribute('aria-pressed')).toBe('true');
    }
    await arriveAndDepartNow(job);
    await expectTouchTargets(job);
    await screenshot(page, 'phone/en/my-work-in-progress');

    // A defect in three taps: record, describe, save (the photo is optional).
    const defect = 'Static discharger missing, right elevator';
    await job.getByRole('button', { name: 'Record a defect' }).click();
    const record = page.getByRole('dialog', { name: 'Record a defect' });
    await record.getByLabel('What was found').fill(defect);
    await screenshot(page, 'phone/en/record-defect');
    await record.getByRole('button', { name: 'Save' }).click();
    await record.waitFor({ state: 'detached' });
    await job.getByText(defect).waitFor({ state: 'visible' });

    await job.getByRole('button', { name: 'Complete the job' }).click();
    // The release is refused while the defect is open, and says which one.
    await job.getByText(/\d+ open defects?:.*Static discharger missing/).waitFor({ state: 'visible' });
    await job.getByRole('button', { name: `Defer: ${defect}` }).click();
    const defer = page.getByRole('dialog', { name: 'Defer under the MEL/CDL' });
    await defer.getByLabel('MEL/CDL item').fill('23-61-01');
    await defer.getByLabel('C — 10 days').check();
    await defer.getByLabel('Tech log page').fill('TL 9001/1');
    await defer.getByText(/^Due by the end of /).waitFor({ state: 'visible' });
    await screenshot(page, 'phone/en/defer-defect');
    await defer.getByRole('button', { name: 'Defer' }).click();
    await defer.waitFor({ state: 'detached' });
    await job.getByText('MEL 23-61-01 · category C · tech log TL 9001/1').waitFor({ state: 'visible' });
    await job.getByText(/\d+ open defects?:/).waitFor({ state: 'detached' });
    await job.getByRole('button', { name: 'Sign RTS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign the return to service' });
    await dialog.getByLabel(/Password/).fill(demoPassword);
    await screenshot(page, 'phone/en/sign-rts');
    await dialog.getByRole('button', { name: 'Sign RTS' }).click();
    await dialog.waitFor({ state: 'detached' });
    await job.getByText(/^Signed by /).waitFor({ state: 'visible' });
    expect(await job.getByText(/Certificate SHA-256: [0-9a-f]{64}/).count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      job.getByRole('button', { name: 'Download certificate (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${workOrder}.pdf`);
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = pdfText(bytes);
    expect(text).toContain('NL.145.1234');
    expect(text).toContain('Deferred items (MEL/CDL)');
    expect(text).toContain('MEL 23-61-01 cat. C');
    expect(text).toContain(defect);

    // The activity page shows the signed, locked job: no status moves, nothing to edit.
    await job.getByRole('link', { name: 'Open activity' }).click();
    await page.getByRole('heading', { name: workOrder }).waitFor({ state: 'visible' });
    await page.getByText('The release is signed: this activity can no longer be changed.').first().waitFor({ state: 'visible' });
    expect(await page.getByRole('group', { name: 'Change status' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Actual arrival: now' }).isDisabled()).toBe(true);
    await screenshot(page, 'phone/en/activity-signed');
  });

  it('reads My work in Chinese', async () => {
    const { page } = await sessions.signedIn(demo.tech, { viewport: phone, locale: 'zh-CN' });
    await openMyWork(page, '我的工作');
    await screenshot(page, 'phone/zh-CN/my-work');
  });
});
