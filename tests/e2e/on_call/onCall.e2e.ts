import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { apiAs, demo, waitForScreen } from '../support/shell';
import { aogDispatchedToToni, freshRegistration, scrollsSideways, waitForStatus } from './onCallSetup';

/**
 * On-Call (docs/modules/on_call.md): the desk takes an AOG call and dispatches it to a suggested station and
 * technician; the technician walks it from a phone to completed, and the desk closes it.
 */
const sessions = browserPerFile();
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

describe('on-call requests', () => {
  it('the desk takes an AOG call by keyboard and dispatches it to the nearest station’s technician', async () => {
    const { page } = await sessions.signedIn(demo.supervisor, { viewport: desktop, landing: '/on_call' });
    await page.keyboard.press('n');
    await page.waitForURL('**/on_call/new');
    await waitForScreen(page, 'Take a call');

    const registration = freshRegistration();
    await page.keyboard.type('OCC Air France');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+33 1 41 56 78 00');
    await page.getByRole('combobox', { name: /^Customer/ }).fill('Air France');
    await page.getByRole('option', { name: 'Air France' }).click();
    await page.getByRole('button', { name: /Routine/ }).focus();
    await page.keyboard.press('1');
    expect(await page.getByRole('button', { name: /AOG/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('textbox', { name: /^Registration/ }).fill(registration.toLowerCase());
    expect(await page.getByRole('textbox', { name: /^Registration/ }).inputValue()).toBe(registration);
    await page.getByRole('combobox', { name: /^Airport/ }).fill('CDG');
    await page.getByRole('option', { name: /^CDG/ }).first().click();
    await page.getByRole('textbox', { name: /^Defect/ }).fill('Bleed air fault on engine 2, aircraft grounded');
    await screenshot(page, 'desktop/en/on-call-intake');
    await page.keyboard.press('Control+Enter');

    await page.waitForURL(/\/on_call\/\d+$/);
    await waitForStatus(page, 'New');
    const stations = page.getByRole('radiogroup', { name: 'Stations, nearest first' });
    await stations.waitFor({ state: 'visible' });
    expect(await stations.getByRole('radio').first().isChecked()).toBe(true);
    expect(await stations.getByRole('radio', { name: /CDG/ }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: /Toni Technician/ }).check();
    const reason = page.getByRole('textbox', { name: /Reason for the override/ });
    if (await reason.isVisible()) await reason.fill('E2E: the only B1 on shift at CDG');
    await screenshot(page, 'desktop/en/on-call-dispatch');
    await page.getByRole('button', { name: /^Dispatch/ }).click();
    await waitForStatus(page, 'Dispatched');
    await page.getByRole('group', { name: 'Record a step' }).getByRole('button', { name: 'En route' }).waitFor({ state: 'visible' });
    const requestNo = (await page.getByRole('heading', { level: 2 }).first().textContent())!.trim();
    expect(requestNo).toMatch(/^AOG-CDG-\d{6}-\d{2}$/);

    // The board shows it under AOG, dispatched, with Toni as its crew.
    await page.goto('/on_call');
    await waitForScreen(page);
    const card = page.getByRole('article', { name: requestNo });
    await card.waitFor({ state: 'visible' });
    expect(await card.innerText()).toContain('Toni Technician');
    await screenshot(page, 'desktop/en/on-call-board');
  });

  it('the technician walks it to completed on a phone and the desk closes it', async () => {
    const desk = await sessions.signedIn(demo.supervisor, { viewport: desktop });
    const request = await aogDispatchedToToni(desk.context);

    const { page } = await sessions.signedIn(demo.tech, { viewport: phone, landing: `/on_call/${request.id}` });
    await waitForStatus(page, 'Dispatched');
    const steps = page.getByRole('group', { name: 'Record a step' });
    expect(await steps.getByRole('button', { name: 'Cancel…' }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    const enRoute = steps.getByRole('button', { name: 'En route' });
    expect((await enRoute.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await screenshot(page, 'phone/en/on-call-request');

    await enRoute.click();
    await waitForStatus(page, 'En route');
    await steps.getByRole('button', { name: 'On site' }).click();
    await waitForStatus(page, 'On site');

    // On site, an expense of a type needing no receipt, its amount shown before it is added.
    const { expenses } = (await apiAs(desk.context, 'GET', `/api/on_call_requests/${request.id}/catalogue`)) as {
      expenses: { name: string; receipt_required: boolean }[];
    };
    const expense = expenses.find((type) => !type.receipt_required)!;
    await page.getByRole('combobox', { name: /^Expense/ }).click();
    await page.getByRole('option', { name: expense.name, exact: true }).click();
    await page
      .getByTestId('expense-amount')
      .getByText(/^Amount: /)
      .waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Add expense' }).click();
    await page.getByRole('region', { name: 'Expenses' }).getByText(`${expense.name} · 1 × `).waitFor({ state: 'visible' });
    await page.getByRole('checkbox', { name: 'Fixed on the first visit' }).check();
    await steps.getByRole('button', { name: 'Completed' }).click();
    await waitForStatus(page, 'Completed');
    // Closing is the desk's: nothing left for the technician to tap.
    expect(await page.getByRole('group', { name: 'Record a step' }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'phone/en/on-call-completed');

    await desk.page.goto(`/on_call/${request.id}`);
    await waitForScreen(desk.page);
    await waitForStatus(desk.page, 'Completed');
    await desk.page.getByRole('group', { name: 'Record a step' }).getByRole('button', { name: 'Close' }).click();
    await waitForStatus(desk.page, 'Closed');
    const timeline = desk.page.getByRole('list', { name: 'Status steps' });
    for (const step of ['Dispatched', 'En route', 'On site', 'Completed', 'Closed'])
      await timeline.getByText(new RegExp(`— ${step}$`)).waitFor({ state: 'visible' });
  });
});
