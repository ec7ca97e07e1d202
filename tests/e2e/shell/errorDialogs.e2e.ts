import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { cookieNamed, demo, expectOneDialog, pathOf, waitForScreen } from '../support/shell';

const sessions = browserPerFile();

const profileSave = '**/api/settings/profile';

/** Signed in on the profile screen, with the next profile save answered by `answer`. */
async function profileWithFailingSave(answer: (route: Route) => Promise<void>): Promise<Page> {
  const { page } = await sessions.signedIn(demo.supervisor);
  await page.goto('/settings/profile');
  await waitForScreen(page, 'Settings');
  await page.route(profileSave, (route) => (route.request().method() === 'PATCH' ? answer(route) : route.fallback()));
  return page;
}

async function saveProfile(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
}

const json = (status: number, body: object) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

describe('the error catalogue dialogs', () => {
  it('401 while signed in: "Session expired", cancel then ok; ok signs out and goes to /login', async () => {
    const page = await profileWithFailingSave(json(401, { message: 'Unauthenticated.' }));
    await saveProfile(page);
    const dialog = await expectOneDialog(page);
    expect(await dialog.getByRole('heading').innerText()).toContain('Session expired');
    expect(await dialog.innerText()).toContain('Your session has expired. Please log in again to continue.');
    // Buttons 'ok' and 'cancel' in reverse order.
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['CANCEL', 'OK']);
    await screenshot(page, 'dialogs/token-expired');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/login');
    expect(await cookieNamed(page.context(), 'token')).toBeUndefined();
    await waitForScreen(page, 'Sign in');
  });

  it('401: cancel closes the dialog and leaves the user where they were', async () => {
    const page = await profileWithFailingSave(json(401, { message: 'Unauthenticated.' }));
    await saveProfile(page);
    const dialog = await expectOneDialog(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/settings/profile');
  });

  it('429 while signed in: "Too many attempts, Please log in after sometime."; ok signs out and goes to /login', async () => {
    const page = await profileWithFailingSave(json(429, { message: 'Too Many Attempts.' }));
    await saveProfile(page);
    const dialog = await expectOneDialog(page);
    expect(await dialog.innerText()).toContain('Too many attempts, Please log in after sometime.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/login');
    expect(await cookieNamed(page.context(), 'token')).toBeUndefined();
  });

  it('500 with a JSON body: the generic error dialog; ok closes it and the user stays signed in', async () => {
    const page = await profileWithFailingSave(json(500, { message: 'Server Error' }));
    await saveProfile(page);
    const dialog = await expectOneDialog(page);
    expect(await dialog.getByRole('heading').innerText()).toContain('Oops…');
    expect(await dialog.innerText()).toContain('Something went wrong. Please try again.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/settings/profile');
    expect(await cookieNamed(page.context(), 'token')).toBeDefined();
  });

  it('500 with an HTML body: a full-screen dialog shows the page the server sent', async () => {
    const html = '<!doctype html><html><body><h1>Maintenance</h1><p>Back at 06:00 UTC.</p></body></html>';
    const page = await profileWithFailingSave((route) => route.fulfill({ status: 503, contentType: 'text/html', body: html }));
    await saveProfile(page);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(box.width)).toBe(viewport.width);
    expect(Math.round(box.height)).toBe(viewport.height);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: 'Maintenance' }).waitFor();
    expect(await frame.getByText('Back at 06:00 UTC.').isVisible()).toBe(true);
    await screenshot(page, 'dialogs/server-error-html');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/settings/profile');
  });

  it('only one dialog at a time: two failing requests together raise one dialog', async () => {
    let held: Route[] = [];
    const page = await profileWithFailingSave(async (route) => {
      held.push(route);
      if (held.length < 2) return; // hold the first until the second arrives
      const both = held;
      held = [];
      await Promise.all(both.map((r) => json(500, { message: 'Server Error' })(r)));
    });
    // Two saves in flight at once (the button is disabled while busy, so submit the form twice).
    await page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Save' }) })
      .evaluate((form: HTMLFormElement) => {
        form.requestSubmit();
        form.requestSubmit();
      });
    const dialog = await expectOneDialog(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    // No second dialog queued behind the first.
    await page.waitForTimeout(300); // the only way to show that something does not appear
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('a failed user fetch at start clears the token, without a dialog', async () => {
    const { page, context } = await sessions.signedIn(demo.viewer);
    await page.route('**/api/user', json(401, { message: 'Unauthenticated.' }));
    await page.goto('/reporting');
    await page.waitForURL('**/login');
    expect(await cookieNamed(context, 'token')).toBeUndefined();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('a 500 while nobody is signed in still raises the generic dialog', async () => {
    const { page } = await sessions.anonymous();
    await page.route('**/api/login', json(500, { message: 'Server Error' }));
    await page.goto('/login');
    await page.locator('input[name=email]').fill(demo.viewer);
    await page.locator('input[name=password]').fill('whatever');
    await page.locator('button[type=submit]').click();
    const dialog = await expectOneDialog(page);
    expect(await dialog.innerText()).toContain('Something went wrong. Please try again.');
  });
});
