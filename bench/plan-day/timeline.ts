import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../testkit/chromium';
import type { Database } from '../../server/db/client';
import { calendarDateKey, tokenCookie } from '../../model/storageKeys';

/** The day whose timeline the browser opens (not the planning bench's date, which is rolled back). */
export const timelineDate = '2027-06-16';

/**
 * `count` activities on the timeline date across the region's stations, spread over the day, each
 * with a lead technician of the region and one service, inserted in one statement.
 */
export async function seedTimelineActivities(db: Database, regionId: number, count: number): Promise<void> {
  await db.execute(sql`
    with stations_ as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from stations where region_id = ${regionId}),
         people as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from technicians where region_id = ${regionId}),
         inserted as (
           insert into activities (region_id, station_id, local_date, customer_id, aircraft_type_id, outbound_flight_no, sta_at, std_at, status, work_order)
           select ${regionId}, s.id, ${timelineDate}::date, (select min(id) from customers), (select min(id) from aircraft_type),
                  'TL' || (1000 + g), ${timelineDate}::timestamptz + ((g * 37) % 1380) * interval '1 minute',
                  ${timelineDate}::timestamptz + ((g * 37) % 1380 + 45 + (g % 4) * 15) * interval '1 minute',
                  (array['planned', 'assigned', 'in_progress', 'completed'])[1 + g % 4], 'TIMELINE-' || g
           from generate_series(0, ${count - 1}) g join stations_ s on s.n = g % s.total
           returning id)
    , assigned as (
      insert into activity_assignments (activity_id, technician_id, role)
      select i.id, p.id, 'lead' from inserted i join people p on p.n = i.id % p.total
      returning 1)
    insert into activity_services (activity_id, service_id, standard_minutes)
    select i.id, (select min(id) from services), 45 from inserted i`);
}

export interface TimelineFigures {
  renderMs: number[];
  /** Bars in the DOM: the rows are virtualised, so only those near the viewport. */
  barsOnScreen: number;
  framesPerSecond: number;
  longestFrameMs: number;
}

/**
 * Scrolls the timeline both ways for ~3 s, moving it every animation frame, and reports the frame
 * rate and the longest frame. A string, because tsx's compiled functions call a helper the page lacks.
 */
const scrollForThreeSeconds = `(async () => {
  const scroller = document.querySelector('[role="region"][tabindex="0"]');
  const frames = [];
  const started = performance.now();
  let last = started;
  await new Promise((done) => {
    function step(now) {
      frames.push(now - last);
      last = now;
      const t = (now - started) / 1000;
      scroller.scrollTop = ((Math.sin(t * 1.3) + 1) / 2) * (scroller.scrollHeight - scroller.clientHeight);
      scroller.scrollLeft = ((Math.sin(t * 0.9) + 1) / 2) * (scroller.scrollWidth - scroller.clientWidth);
      if (now - started < 3000) requestAnimationFrame(step);
      else done();
    }
    requestAnimationFrame(step);
  });
  return { framesPerSecond: (frames.length - 1) / ((last - started) / 1000), longestFrameMs: Math.max(...frames.slice(1)) };
})()`;

/**
 * Navigation → the timeline's bars on screen, in headless Chromium, `runs` times (a fresh page load
 * each); then ~3 s of scrolling both ways inside the page, counting animation frames.
 */
export async function measureTimeline(port: number, token: string, runs: number): Promise<TimelineFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: tokenCookie, value: token, domain: '127.0.0.1', path: '/' }]);
    await context.addInitScript(([key, date]) => localStorage.setItem(key, date), [calendarDateKey, timelineDate]);
    const page = await context.newPage();
    const bar = '[role="region"] [role="list"] button';
    const renderMs: number[] = [];
    // One unmeasured load: the browser's cache holds the app's chunks from then on, as in daily use.
    for (let run = 0; run <= runs; run++) {
      await page.goto(`http://127.0.0.1:${port}/scheduled`);
      await page.waitForSelector(bar, { timeout: 30_000 });
      const ms = await page.evaluate(() => performance.now());
      if (run > 0) renderMs.push(ms);
    }
    const barsOnScreen = await page.locator(bar).count();
    const scrolling = (await page.evaluate(scrollForThreeSeconds)) as { framesPerSecond: number; longestFrameMs: number };
    return { renderMs, barsOnScreen, ...scrolling };
  } finally {
    await browser.close();
  }
}
