import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { claimDays } from '../support/claims';
import { demo } from '../support/shell';

/**
 * Auto-assign (docs/modules/scheduled.md): a planner plans a day, auto-assigns it in a dry run (proposals, open seats with their
 * reasons, filled against the bound), applies it and sees the crews on the timeline.
 */
const sessions = browserPerFile();
const desktop = { width: 1280, height: 900 };
/**
 * A day of its own inside the demo roster (a month around today: the rules assign only technicians
 * rostered at the work's time) and past the demo week, so its work starts without crews.
 */
const ownDay = () => claimDays({ from: 10, to: 14 });

describe('a planner auto-assigns the day', () => {
  it('dry run first, then apply: the planned work gets its crews', async () => {
    const { page } = await sessions.signedIn(demo.planner, { viewport: desktop, landing: '/scheduled' });
    const daysAhead = ownDay();
    for (let i = 0; i < daysAhead; i++) await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Plan day' }).click();
    await page.getByText(/^\d+ created, \d+ already planned$/).waitFor({ state: 'visible' });

    await page.getByRole('button', { name: 'Auto-assign' }).click();
    const dialog = page.getByRole('dialog', { name: /^Auto-assign / });
    const proposals = dialog.getByRole('table', { name: 'Proposed assignments' });
    await proposals.waitFor({ state: 'visible' });
    const figures = dialog.getByText(/^\d+ of \d+ open seats filled/);
    await figures.waitFor({ state: 'visible' });
    const proposed = Number((await figures.textContent())!.split(' ')[0]);
    expect(proposed).toBeGreaterThan(0);
    await screenshot(page, 'desktop/en/scheduled-auto-assign');

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Assignments made: ${proposed}.`).waitFor({ state: 'visible' });
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'By technician' }).click();
    await expect.poll(() => page.getByRole('button', { name: /, Assigned/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'desktop/en/scheduled-auto-assigned');
  });
});
