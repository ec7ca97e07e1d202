import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { demoPassword, screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { pdfText } from '../../server/pdfText';
import { arriveAndDepartNow, makeJobFor } from '../scheduled/myWorkSetup';
import { apiAs, demo, waitForScreen } from '../support/shell';

/**
 * Parts (docs/modules/parts.md): a storekeeper receives a serialised part with its EASA Form 1 (the PDF uploaded),
 * fits it on a technician's job from the activity page, and the technician's signed RTS lists it
 * with the certificate number — traceable from the stock card back to the aircraft.
 */
const sessions = browserPerFile();
const desktop = { width: 1366, height: 900 };

/** A tiny but real PDF: the certificate scan a storekeeper would upload. */
const certificatePdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A serialised wheel that accepts EASA Form 1 only, made for this run (a part number of its own). */
async function wheelMaterial(context: BrowserContext) {
  const certificateTypes = (await apiAs(context, 'GET', `/api/part_cert?range=${encodeURIComponent('[0,99]')}`)) as {
    id: number;
    code: string;
    name: string;
  }[];
  const form1 = certificateTypes.find((type) => /EASA/.test(type.code))!;
  const measures = (await apiAs(context, 'GET', `/api/measures?range=${encodeURIComponent('[0,99]')}`)) as { id: number; code: string }[];
  const each = measures.find((measure) => measure.code === 'ea') ?? measures[0];
  const partNumber = `E2E-WHL-${String(Date.now()).slice(-6)}`;
  await apiAs(context, 'POST', '/api/materials', {
    part_number: partNumber,
    description: 'Nose wheel assembly (e2e)',
    measure_id: each.id,
    category: 'part',
    tracking: 'serial',
    accepted_cert_ids: [form1.id],
    unit_cost: 3100,
    currency: 'EUR',
  });
  return { partNumber, form1 };
}

/** The job made for this journey, started now by the technician on My work. */
async function startJob(page: Page, workOrder: string) {
  await page.goto('/scheduled');
  await waitForScreen(page);
  const job = page.getByRole('article', { name: workOrder });
  await job.getByRole('button', { name: 'Start', exact: true }).click();
  await job.getByRole('button', { name: 'Actual arrival: now' }).waitFor({ state: 'visible' });
  return job;
}

describe('parts: received with its certificate, fitted on a job, on the RTS', () => {
  it('the storekeeper receives a serial with its EASA Form 1 and fits it; the technician signs an RTS that lists it', async () => {
    const admin = await sessions.signedIn(demo.admin, { viewport: desktop });
    const { workOrder, activityId, timeZone } = await makeJobFor(admin.context, 'F-PART');
    const tech = await sessions.signedIn(demo.tech, { viewport: desktop, timeZone });
    const job = await startJob(tech.page, workOrder);

    const { partNumber, form1 } = await wheelMaterial(admin.context);
    const serial = `SN-${String(Date.now()).slice(-6)}`;
    const certNo = `F1-${String(Date.now()).slice(-5)}`;

    const store = await sessions.signedIn(demo.supervisor, { viewport: desktop, landing: '/parts' });
    const activity = (await apiAs(store.context, 'GET', `/api/activities/${activityId}`)) as { station_id: number; station_code: string };
    const { page } = store;
    await page.getByRole('button', { name: 'Receive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Receive a part' });
    await dialog.getByRole('combobox', { name: 'Station' }).click();
    await page.getByRole('option', { name: new RegExp(`^${activity.station_code} `) }).click();
    await dialog.getByRole('combobox', { name: 'Part' }).fill(partNumber);
    await page.getByRole('option', { name: new RegExp(`^${partNumber}`) }).click();
    // The rules speak before saving: a serviceable part needs its certificate and its serial.
    await dialog.getByText('Enter the serial number.').waitFor({ state: 'visible' });
    await dialog.getByRole('combobox', { name: 'Certificate type' }).click();
    await page.getByRole('option', { name: new RegExp(`^${form1.code}`) }).click();
    await dialog.getByRole('textbox', { name: 'Certificate number' }).fill(certNo);
    await dialog.getByRole('textbox', { name: 'Serial number' }).fill(serial);
    await dialog
      .getByLabel('Certificate file (PDF or image)')
      .setInputFiles({ name: 'form1.pdf', mimeType: 'application/pdf', buffer: certificatePdf });
    await dialog.getByText('Every check passes.').waitFor({ state: 'visible' });
    await screenshot(page, 'en/parts-receive');
    await dialog.getByRole('button', { name: 'Receive into stock' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The demo stock fills many pages: the list's search finds the new serial.
    await page.getByRole('textbox', { name: 'Search' }).fill(serial);
    await page.getByRole('cell', { name: serial }).waitFor({ state: 'visible' });

    // Fitted from the activity page: the station's lots, the serial issued as one unit.
    await page.goto(`/scheduled_data/${activityId}`);
    await page.getByRole('heading', { name: 'Parts used' }).waitFor({ state: 'visible' });
    await page.getByRole('combobox', { name: 'From station stock' }).click();
    await page.getByRole('option', { name: new RegExp(serial) }).click();
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const fitted = page.getByRole('list', { name: 'Parts used' });
    await fitted.getByText(`${serial} · ${form1.code} ${certNo}`).waitFor({ state: 'visible' });
    await screenshot(page, 'en/parts-used');

    // The serial's trace on its stock card leads to the job it went on.
    await page.goto('/parts?view=movements');
    await waitForScreen(page);
    await page
      .getByRole('link', { name: new RegExp(`^${workOrder}`) })
      .first()
      .waitFor({ state: 'visible' });

    // The technician completes the job and signs: the certificate lists the part with its Form 1 number.
    const services = job.getByRole('list', { name: 'Services' }).getByRole('button');
    for (let i = 0; i < (await services.count()); i++) {
      const service = services.nth(i);
      if ((await service.getAttribute('aria-pressed')) === 'true') continue;
      // The card reloads after each tap (and again on the live event the tap causes): the next tap waits
      // for that reload, or it can land on a button being replaced and send nothing.
      const reloaded = tech.page.waitForResponse(
        (r) => r.url().endsWith(`/api/activities/${activityId}`) && r.request().method() === 'GET',
      );
      const [saved] = await Promise.all([
        tech.page.waitForResponse((r) => /\/services\/\d+$/.test(r.url()) && r.request().method() === 'PUT'),
        service.click(),
      ]);
      expect(saved.status()).toBe(200);
      await reloaded;
      await expect.poll(() => service.getAttribute('aria-pressed')).toBe('true');
    }
    await arriveAndDepartNow(job);
    await job.getByRole('button', { name: 'Complete the job' }).click();
    await job.getByRole('button', { name: 'Sign RTS' }).click();
    const sign = tech.page.getByRole('dialog', { name: 'Sign the return to service' });
    await sign.getByLabel(/Password/).fill(demoPassword);
    await sign.getByRole('button', { name: 'Sign RTS' }).click();
    await sign.waitFor({ state: 'detached' });
    const [download] = await Promise.all([
      tech.page.waitForEvent('download'),
      job.getByRole('button', { name: 'Download certificate (PDF)' }).click(),
    ]);
    const text = pdfText(fs.readFileSync(await download.path()));
    expect(text).toContain(partNumber);
    expect(text).toContain(serial);
    expect(text).toContain(certNo);
  });
});
