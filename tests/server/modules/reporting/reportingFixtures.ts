import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { activities, activityServices, deIcingSteps, deIcingTreatments, regions, services, stations } from '../../../../server/db/schema';
import { demoRoleHeaders, type TestApp } from '../../helper';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The demo week around today, a little wider on both sides (station-local days differ from UTC ones). */
export const demoPeriod = { from: isoDay(-10), to: isoDay(10) };

/** Region and station ids by code, each role's headers, and a GET of a report with its query. */
export async function loadReportingContext(t: TestApp) {
  const db = t.database.db;
  const regionRows = await db.select({ id: regions.id, code: regions.code }).from(regions);
  const stationRows = await db.select({ id: stations.id, code: stations.code, region_id: stations.region_id }).from(stations);
  const region = Object.fromEntries(regionRows.map((r) => [r.code, r.id])) as Record<'EUR-W' | 'EUR-N' | 'NAM', number>;
  const headers = await demoRoleHeaders(t);
  const query = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return {
    region,
    stations: stationRows,
    headers,
    query,
    report: (name: string, params: Record<string, unknown>, who: Record<string, string> = headers.planner, suffix = '') =>
      t.send('GET', `/api/reports/${name}${suffix}?${query(params)}`, who),
  };
}

/**
 * The billing of a region's period computed from the raw records, independently of the report's
 * SQL, priced in JavaScript: every done service line of a non-cancelled activity (a litre-billed one
 * bills nothing by itself), and every fluid step of a completed de-icing treatment, whose litres are
 * billed at the litre-billed de-icing service's rate.
 */
export async function rawBilling(t: TestApp, regionId: number, period: { from: string; to: string }) {
  const db = t.database.db;
  const inPeriod = <T extends { local_date: string }>(rows: T[]) =>
    rows.filter((row) => row.local_date >= period.from && row.local_date <= period.to);
  const lines = inPeriod(
    await db
      .select({
        activity_id: activities.id,
        station: stations.code,
        unit: services.billing_unit,
        rate: services.billing_rate,
        minutes: activityServices.standard_minutes,
        catalogue_minutes: services.standard_minutes,
        currency: services.currency,
        local_date: activities.local_date,
      })
      .from(activityServices)
      .innerJoin(activities, eq(activities.id, activityServices.activity_id))
      .innerJoin(services, eq(services.id, activityServices.service_id))
      .innerJoin(stations, eq(stations.id, activities.station_id))
      .where(and(eq(activities.region_id, regionId), eq(activityServices.status, 'done'), ne(activities.status, 'cancelled'))),
  );
  const [perLitre] = await db
    .select()
    .from(services)
    .where(and(eq(services.category, 'de_icing'), eq(services.billing_unit, 'litre')))
    .orderBy(asc(services.code), asc(services.id))
    .limit(1);
  const sprayed = inPeriod(
    await db
      .select({ litres: deIcingSteps.litres, local_date: deIcingTreatments.local_date })
      .from(deIcingSteps)
      .innerJoin(deIcingTreatments, eq(deIcingTreatments.id, deIcingSteps.treatment_id))
      .where(and(eq(deIcingTreatments.region_id, regionId), eq(deIcingTreatments.status, 'completed'))),
  );
  const cents: Record<string, number> = {};
  const bill = (currency: string, amount: number) => (cents[currency] = (cents[currency] ?? 0) + Math.round(amount * 100));
  const servicesByStation: Record<string, number> = {};
  for (const line of lines) {
    servicesByStation[line.station] = (servicesByStation[line.station] ?? 0) + 1;
    const quantity = line.unit === 'hour' ? line.minutes / 60 : line.unit === 'litre' ? 0 : 1;
    bill(line.currency, quantity * Number(line.rate));
  }
  for (const step of sprayed) bill(perLitre.currency, Number(step.litres) * Number(perLitre.billing_rate));
  return {
    services_done: lines.length,
    servicesByStation,
    activities: new Set(lines.map((line) => line.activity_id)).size,
    litres: Math.round(sprayed.reduce((sum, step) => sum + Number(step.litres) * 10, 0)) / 10,
    litreService: `${perLitre.code} ${perLitre.name}`,
    amounts: Object.fromEntries(Object.entries(cents).map(([currency, sum]) => [currency, sum / 100])),
    overridden: lines.filter((line) => line.unit === 'hour' && line.minutes !== line.catalogue_minutes).length,
  };
}

/** Turns one done service line of the region into an hour-billed service billed on other minutes than the catalogue's. */
export async function overrideOneLine(t: TestApp, regionId: number, period: { from: string; to: string }, minutes: number) {
  const db = t.database.db;
  const [hourly] = await db.select({ id: services.id }).from(services).where(eq(services.billing_unit, 'hour')).limit(1);
  const candidates = await db
    .select({ id: activityServices.id, activity_id: activityServices.activity_id, local_date: activities.local_date })
    .from(activityServices)
    .innerJoin(activities, eq(activities.id, activityServices.activity_id))
    .where(and(eq(activities.region_id, regionId), eq(activityServices.status, 'done'), ne(activities.status, 'cancelled')));
  const line = candidates.find(
    (c) =>
      c.local_date >= period.from && c.local_date <= period.to && !candidates.some((o) => o.activity_id === c.activity_id && o.id !== c.id),
  );
  if (!line) throw new Error('no done service line in the demo period');
  await db
    .update(activityServices)
    .set({ service_id: hourly.id, standard_minutes: minutes })
    .where(inArray(activityServices.id, [line.id]));
  return line;
}
