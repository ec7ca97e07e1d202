import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { browserPerFile } from '../support/browserPerFile';
import { typeInPicker } from '../support/pickers';
import { apiAs, demo, waitForScreen } from '../support/shell';

/**
 * De-Icing (docs/modules/de_icing.md): a de-icing operator records a two-step treatment from a pasted METAR, records the
 * post-treatment check and reads the anti-icing code; the pad view shows the aircraft with it.
 */
const sessions = browserPerFile();
const desktop = { width: 1366, height: 900 };
const minuteMs = 60_000;
const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

interface Options {
  stations: { id: number; code: string; time_zone: string }[];
  customers: { id: number; name: string }[];
  aircraft_types: { id: number; code: string; name: string }[];
  technicians: { id: number; name: string; home_station_id: number | null; de_icing_courses: { expires_on: string | null }[] }[];
  fluids: {
    id: number;
    name: string;
    fluid_type: string;
    hot_brand: string | null;
    material_id: number | null;
    lout_100_c: number | null;
    active: boolean;
  }[];
}

/** The month as the picker's English short name reads it (Dec). */
const monthName = (month: number) => months[month - 1][0] + months[month - 1].slice(1).toLowerCase();

/** An instant as the station's wall clock: the keys typed into its picker, and its parts for the code. */
function stationClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    keys: `${parts.day}${monthName(Number(parts.month))}${parts.year}${parts.hour}${parts.minute}`,
    time: `${parts.hour}:${parts.minute}`,
    date: `${parts.day} ${months[Number(parts.month) - 1]} ${parts.year}`,
  };
}

/** A METAR issued ten minutes ago: one from the future is refused and one older than the station's interval warned about. */
function recentMetar(body: string) {
  const issued = new Date(Date.now() - 10 * minuteMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `LFPG ${two(issued.getUTCDate())}${two(issued.getUTCHours())}${two(issued.getUTCMinutes())}Z ${body}`;
}

/** A name as a regular expression's literal start (fluid names hold brackets: "Safewing MP I 1938 ECO (80)"). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('de-icing: a two-step treatment from a pasted METAR', () => {
  // Supervisors run de-icing (docs/security.md, permissions); the demo technician keeps its four tabs.
  it('the station supervisor records it, records the check, reads the anti-icing code, and the pad shows it', async () => {
    const { page, context } = await sessions.signedIn(demo.supervisor, { viewport: desktop });
    const options = (await apiAs(context, 'GET', '/api/de_icing/options')) as Options;
    // A de-icing station with enough of a Type I and of a neat Type IV usable at the METAR's −2 °C.
    const stock = (await apiAs(context, 'GET', '/api/de_icing/stock')) as { station_id: number; material_id: number; quantity: number }[];
    const inStock = (stationId: number, fluid: Options['fluids'][number], litres: number) =>
      stock.some((line) => line.station_id === stationId && line.material_id === fluid.material_id && line.quantity >= litres);
    const choose = (stationId: number) => ({
      typeI: options.fluids.find((fluid) => fluid.active && fluid.fluid_type === 'I' && inStock(stationId, fluid, 380)),
      typeIV: options.fluids.find(
        (fluid) =>
          fluid.active &&
          fluid.fluid_type === 'IV' &&
          fluid.lout_100_c !== null &&
          fluid.lout_100_c <= -2 &&
          inStock(stationId, fluid, 140),
      ),
    });
    const station = options.stations.find((candidate) => choose(candidate.id).typeI && choose(candidate.id).typeIV)!;
    expect(station, 'the demo has a de-icing station with Type I and Type IV fluids in stock').toBeDefined();
    const { typeI, typeIV } = choose(station.id) as Record<'typeI' | 'typeIV', Options['fluids'][number]>;
    // Only a current de-icing qualification sprays and checks (SAE AS6286); tomorrow keeps clear of the zone's date line.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const qualified = (technician: Options['technicians'][number]) =>
      technician.de_icing_courses.some((course) => course.expires_on === null || course.expires_on > tomorrow);
    const operator =
      options.technicians.find((technician) => technician.home_station_id === station.id && qualified(technician)) ??
      options.technicians.find(qualified)!;
    const registration = `F-E2E${String(Date.now()).slice(-2)}`.slice(0, 7);

    await page.goto('/de_icing/treatments/new');
    await waitForScreen(page);
    await pick(page, 'Station', startsWith(station.code));
    await page.getByRole('textbox', { name: 'Pad / stand' }).fill('D3');
    await page.getByRole('combobox', { name: 'Customer' }).fill(options.customers[0].name);
    await page.getByRole('option', { name: options.customers[0].name }).first().click();
    await page.getByRole('combobox', { name: 'Aircraft type' }).fill(options.aircraft_types[0].code);
    await page
      .getByRole('option', { name: startsWith(options.aircraft_types[0].code) })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Registration' }).fill(registration);
    await page.getByRole('textbox', { name: 'Flight' }).fill('AF1234');
    await page.getByRole('combobox', { name: 'Operators' }).fill(operator.name);
    await page.getByRole('option', { name: operator.name }).first().click();

    // The METAR prefills −2 °C and snow; the intensity is only suggested until the operator chooses.
    await page.getByRole('textbox', { name: 'METAR' }).fill(recentMetar('03012KT 1200 -SN BR M02/M04 Q1008'));
    await page.getByRole('button', { name: 'Read METAR' }).click();
    await expect.poll(() => page.getByRole('spinbutton', { name: /Outside air temperature/ }).inputValue()).toBe('-2');
    const intensity = page.getByRole('group', { name: 'Intensity' });
    await intensity.getByText(/The METAR suggests/).waitFor({ state: 'visible' });
    await intensity.getByRole('radio', { name: /METAR suggestion/ }).check();

    const now = Date.now();
    const deIcingStart = stationClock(new Date(now - 20 * minuteMs), station.time_zone);
    const deIcingEnd = stationClock(new Date(now - 14 * minuteMs), station.time_zone);
    const antiIcingStart = stationClock(new Date(now - 13 * minuteMs), station.time_zone);
    const antiIcingEnd = stationClock(new Date(now - 9 * minuteMs), station.time_zone);
    const step = (n: number) =>
      page
        .getByRole('group')
        .filter({ hasText: `Step ${n}:` })
        .first();
    const fillStep = async (n: number, fluid: string, values: Record<string, string>, start: string, end: string) => {
      await step(n).getByRole('combobox', { name: 'Fluid' }).click();
      await page
        .getByRole('option', { name: startsWith(fluid) })
        .first()
        .click();
      // The batch sprayed and the truck that sprayed it, on every step: the fullest batch, the station's first truck.
      await step(n).getByRole('combobox', { name: 'Truck or equipment' }).click();
      await page
        .getByRole('option', { name: /^Truck / })
        .first()
        .click();
      await step(n).getByRole('combobox', { name: 'Fluid batch' }).click();
      const batches = page.getByRole('option', { name: / — / });
      await batches.first().waitFor({ state: 'visible' });
      const litres = (await batches.allInnerTexts()).map((text) => Number(/— ([\d.]+) L/.exec(text)?.[1] ?? 0));
      await batches.nth(litres.indexOf(Math.max(...litres))).click();
      for (const [label, value] of Object.entries(values)) await step(n).getByRole('spinbutton', { name: label }).fill(value);
      await typeInPicker(step(n).getByRole('group', { name: /^Started/ }), start);
      await typeInPicker(step(n).getByRole('group', { name: /^Ended/ }), end);
    };
    await fillStep(
      1,
      typeI.name,
      { 'Mix (% fluid)': '55', 'Freezing point (°C)': '-20', Litres: '380' },
      deIcingStart.keys,
      deIcingEnd.keys,
    );
    await fillStep(2, typeIV.name, { 'Mix (% fluid)': '100', Litres: '140' }, antiIcingStart.keys, antiIcingEnd.keys);

    const checks = page.getByRole('region', { name: 'Checks' });
    await checks.getByText('Every mixing rule passes.').waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/de-icing-treatment-form');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/de_icing_treatments',
      ),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(saved.status(), await saved.text()).toBe(201);
    await page.waitForURL(/\/de_icing\/treatments\/\d+$/);
    await page.getByRole('button', { name: 'Record check' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post-de-icing/anti-icing check' });
    await dialog.getByRole('button', { name: 'Record check and issue code' }).click();
    await dialog.waitFor({ state: 'detached' });

    // ICAO/AEA order: type / mix / local start of the final step / date / the fluid's name / the check.
    const expected = `TYPE IV/100/${antiIcingStart.time}/${antiIcingStart.date}/${typeIV.name.toUpperCase()}/POST DE-ICING/ANTI-ICING CHECK COMPLETED`;
    await expect.poll(() => page.getByTestId('anti-icing-code').innerText()).toBe(expected);
    await screenshot(page, 'desktop/en/de-icing-treatment');

    await page.goto('/de_icing');
    await waitForScreen(page);
    await pick(page, 'Station', startsWith(station.code));
    const card = page.getByRole('article', { name: registration });
    await card.waitFor({ state: 'visible' });
    await expect.poll(() => card.innerText()).toContain(expected);
    expect(await card.getByTestId('holdover-countdown').getAttribute('data-phase')).toMatch(/within|past_lower|expired|no_hot/);
    await screenshot(page, 'desktop/en/de-icing-pad');
  });

  it('an administrator reads the treatments, a treatment, the fluid stock and the demo HOT table', async () => {
    const { page, context } = await sessions.signedIn(demo.admin, { viewport: desktop, landing: '/de_icing?view=treatments' });
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/de-icing-treatments');
    await rows
      .filter({ hasText: /TYPE I+V?\/\d/ })
      .first()
      .getByRole('cell')
      .first()
      .click();
    await page.waitForURL(/\/de_icing\/treatments\/\d+$/);
    await page.getByTestId('anti-icing-code').waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/de-icing-treatment-checked');

    await page.goto('/de_icing?view=stock');
    await waitForScreen(page);
    const stock = page.getByRole('table', { name: 'Fluid stock' });
    await stock.waitFor({ state: 'visible' });
    // Every line under its threshold says so in words, not by colour alone.
    const lines = (await apiAs(context, 'GET', '/api/de_icing/stock')) as { below_threshold: boolean }[];
    expect(await stock.getByRole('row').count()).toBe(lines.length + 1);
    expect(await stock.getByText('Below threshold').count()).toBe(lines.filter((line) => line.below_threshold).length);
    await screenshot(page, 'desktop/en/de-icing-stock');

    await page.goto('/de_icing?view=hot_tables');
    await waitForScreen(page);
    const demoSet = page.getByRole('row').filter({ hasText: 'Demo' }).first();
    await demoSet.waitFor({ state: 'visible' });
    await screenshot(page, 'desktop/en/de-icing-hot-tables');
    await demoSet.click();
    await page.waitForURL(/\/de_icing\/hot_tables\/\d+$/);
    // The set's rows as the tables print them, under the demo banner.
    const rowsTable = page.getByRole('table', { name: /DEMO/ });
    await rowsTable.waitFor({ state: 'visible' });
    await page.getByRole('alert').filter({ hasText: 'DEMO — not for operational use' }).waitFor({ state: 'visible' });
    expect(await rowsTable.getByRole('cell', { name: /^\d+:\d\d–\d+:\d\d$/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'desktop/en/de-icing-hot-table-set');
  });
});
