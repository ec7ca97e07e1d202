import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { typeInPicker } from '../support/pickers';
import { apiAs, demo, waitForScreen } from '../support/shell';

/**
 * Training (docs/modules/training.md): a supervisor records a session's results and sees the compliance matrix change —
 * the technician whose human-factors course is the most lapsed passes it and their cell turns valid.
 */
const sessions = browserPerFile();
const desktop = { width: 1280, height: 800 };
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day in Paris as the keys typed into the picker in the settings' format ("10Dec2026"); a wall-clock time there. */
const parisDay = (instant: number) => {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant).split('-');
  return `${day}${months[Number(month) - 1]}${year}`;
};
const parisClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

describe('training: results on a session change the compliance matrix', () => {
  it('a supervisor records a pass and the matrix shows the course valid', async () => {
    const { page, context } = await sessions.signedIn(demo.supervisor, { viewport: desktop });
    const [course] = (await apiAs(
      context,
      'GET',
      `/api/training_courses?filter=${encodeURIComponent(JSON.stringify({ code: 'HF-REC' }))}`,
    )) as { id: number }[];
    const expiring = (await apiAs(context, 'GET', `/api/training_matrix/expiring?course_id=${course.id}`)) as {
      technician_id: number;
      name: string;
      state: string;
    }[];
    const person = expiring.find((p) => p.state === 'expired' || p.state === 'expiring_30') ?? expiring[0];
    expect(person, 'the demo has someone to renew on human factors').toBeDefined();

    // A session that ended yesterday, with the technician on it.
    const now = Date.now();
    const created = (await apiAs(context, 'POST', '/api/training_activities', {
      course_id: course.id,
      location: 'Training room',
      starts_at: new Date(now - 30 * hourMs).toISOString(),
      ends_at: new Date(now - 24 * hourMs).toISOString(),
      capacity: 6,
      status: 'open',
    })) as { id: number };
    await apiAs(context, 'POST', `/api/training_activities/${created.id}/attendees`, { technician_ids: [person.technician_id] });

    await page.goto(`/training_activity/${created.id}`);
    await waitForScreen(page);
    const attendees = page.getByRole('table', { name: 'Attendees' });
    await attendees.waitFor({ state: 'visible' });
    await page.getByRole('combobox', { name: `Result: ${person.name}` }).click();
    await page.getByRole('option', { name: 'Pass', exact: true }).click();
    await page.getByRole('textbox', { name: `Certificate no.: ${person.name}` }).fill('HF-E2E-0001');
    await page.getByRole('button', { name: `Save: ${person.name}` }).click();
    await expect.poll(async () => (await apiAs(context, 'GET', `/api/training_activities/${created.id}/attendees`))[0].result).toBe('pass');
    await screenshot(page, 'desktop/en/training-session');

    await page.goto('/training?view=matrix');
    await waitForScreen(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(person.name);
    const matrix = page.getByRole('table', { name: 'Compliance matrix' });
    const row = matrix.getByRole('row', { name: new RegExp(person.name) });
    await row.waitFor({ state: 'visible' });
    const hfColumn = await matrix.getByRole('columnheader').allInnerTexts();
    const index = hfColumn.findIndex((text) => text.startsWith('HF-REC'));
    expect(index).toBeGreaterThan(0);
    await expect
      .poll(async () =>
        row
          .getByRole('cell')
          .nth(index - 1)
          .innerText(),
      )
      .toContain('Valid');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await matrix.waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/training-matrix');

    // The sessions list holds the one just run, completed or not, among the demo's.
    // Waits for a session's course cell: the matrix's table (its header names HF-REC too) is still
    // on show while the tab changes.
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: /^HF-REC — / }) })
      .first()
      .waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/training-sessions');
  });

  it('a supervisor plans a session for everyone expiring through the form, its times typed in CDG’s zone and sent with their offset', async () => {
    const { page } = await sessions.signedIn(demo.supervisor, { viewport: desktop, landing: '/training?view=matrix' });
    await page.getByRole('button', { name: 'Plan a session for everyone expiring: HF-REC' }).click();
    await page.getByText(/^Enrol these technicians/).waitFor({ state: 'visible' });
    await page.getByRole('combobox', { name: 'Station' }).fill('CDG');
    await page.getByRole('option', { name: 'CDG', exact: true }).click();
    // The times are the station's (Paris), whatever the browser's own zone: the label says whose clock it is.
    const day = parisDay(Date.now() + 14 * dayMs);
    await typeInPicker(page.getByRole('group', { name: /^Starts \(Europe\/Paris\)/ }), `${day}0800`);
    await typeInPicker(page.getByRole('group', { name: /^Ends \(Europe\/Paris\)/ }), `${day}1600`);
    await page.getByRole('textbox', { name: 'Location' }).fill('Training room CDG');
    const [created] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/training_activities',
      ),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(created.status()).toBe(201);
    const sent = created.request().postDataJSON() as { starts_at: string; ends_at: string };
    // An instant with its offset, 08:00 and 16:00 on the Paris clock.
    expect(sent.starts_at).toMatch(/Z$/);
    expect([parisClock(sent.starts_at), parisClock(sent.ends_at)]).toEqual(['08:00', '16:00']);
    await page.waitForURL(/\/training_activity\/\d+$/);
    await page.getByRole('table', { name: 'Attendees' }).waitFor({ state: 'visible' });
  });
});
