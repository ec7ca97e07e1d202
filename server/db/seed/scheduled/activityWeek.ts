import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { activities, activityAssignments, customers, regions, technicianAuthorisations, technicians, users } from '../../schema';
import { planDay } from '../../../modules/scheduled';
import { daysFromToday } from '../dates';
import type { SeedDb } from '../types';
import { planCrew, type CrewActivity } from './crewPlan';
import { registrationFor } from './registrations';

/** The demo's planned week: three days back, today, three days ahead. */
const weekDays = [-3, -2, -1, 0, 1, 2, 3];

const cancelReasons = [
  'Flight cancelled by the airline (crew shortage).',
  'Aircraft swapped to a type we are not contracted for; handled by the airline’s own engineers.',
  'Diverted to another airport because of weather.',
];

const overrideReason =
  'Type authorisation endorsement approved by Quality on Friday; the signed certificate is on its way. Accepted by the duty supervisor for this one turnaround.';

interface Row extends CrewActivity {
  regionId: number;
  airline: string | null;
  serviceMinutes: number;
}

const minutes = (n: number) => n * 60_000;

/**
 * A realistic week of scheduled work in every region, planned with the real Plan day: leads by the
 * crew plan, the past completed (a few cancelled), today running, a late arrival or two, one double
 * booking per region left for the planner to solve and one override with its written reason. The
 * demo technician account leads jobs every day and keeps one open today whatever the hour.
 */
export async function seedActivityWeek(tx: SeedDb, now: Date = new Date()): Promise<void> {
  const db = tx as unknown as Database;
  const dates = weekDays.map((d) => daysFromToday(d, now));
  for (const region of await tx.select({ id: regions.id }).from(regions)) {
    for (const date of dates) await planDay(db, { regionId: region.id, date });
  }

  await rateStationsOnTheirTypes(tx);
  const rows = await loadActivities(tx);
  const crew = await loadCrew(tx);
  const leads = planCrew(rows, crew);
  const [demoTech] = await tx
    .select({ id: technicians.id, userId: users.id })
    .from(technicians)
    .innerJoin(users, eq(users.id, technicians.user_id))
    .where(eq(users.email, 'tech@tarmac.test'));
  const today = daysFromToday(0, now);
  // The demo technician's last two jobs today stay open whatever the hour, so My work has work to do.
  const keptOpen = new Set(
    rows
      .filter((r) => r.localDate === today && leads.get(r.id) === demoTech?.id)
      .slice(-2)
      .map((r) => r.id),
  );

  const assignments: (typeof activityAssignments.$inferInsert)[] = [];
  const updates: {
    id: number;
    status: string;
    ata: Date | null;
    atd: Date | null;
    eta: Date | null;
    registration: string | null;
    cancel: string | null;
  }[] = [];
  const tomorrow = daysFromToday(1, now);
  const overrides = chooseOverrides(rows, crew, tomorrow);
  rows.forEach((row, i) => {
    // Planners staff a day or two ahead; later days are still half open.
    const lead = overrides.has(row.id) || (row.localDate > tomorrow && i % 2 === 0) ? undefined : leads.get(row.id);
    const delay = minutes(((i * 7) % 25) - 5);
    const registration = row.localDate <= tomorrow ? registrationFor(row.airline, i) : null;
    const late = row.start.getTime() > now.getTime() && i % 7 === 3 ? new Date(row.start.getTime() + minutes(25)) : null;
    if (lead) assignments.push({ activity_id: row.id, technician_id: lead, role: 'lead', planned_minutes: row.serviceMinutes });
    let status: string;
    if (row.end < now && !keptOpen.has(row.id)) status = lead && i % 29 !== 5 ? 'completed' : 'cancelled';
    else if (row.start <= now && lead && !keptOpen.has(row.id)) status = 'in_progress';
    else status = lead ? 'assigned' : 'planned';
    updates.push({
      id: row.id,
      status,
      ata: status === 'completed' || status === 'in_progress' ? new Date(row.start.getTime() + delay) : null,
      atd: status === 'completed' ? new Date(row.end.getTime() + delay) : null,
      eta: late,
      registration,
      cancel: status === 'cancelled' ? cancelReasons[i % cancelReasons.length] : null,
    });
  });
  if (assignments.length) await tx.insert(activityAssignments).values(assignments);
  await applyProgress(tx, updates, demoTech?.userId ?? null);
  const cancelled = new Set(updates.filter((u) => u.status === 'cancelled').map((u) => u.id));
  await addDoubleBookings(
    tx,
    rows.filter((r) => !cancelled.has(r.id)),
    leads,
    today,
  );
  await addOverrides(tx, overrides);
}

async function loadActivities(tx: SeedDb): Promise<Row[]> {
  const found = await tx
    .select({
      id: activities.id,
      regionId: activities.region_id,
      stationId: activities.station_id,
      localDate: activities.local_date,
      aircraftTypeId: activities.aircraft_type_id,
      start: activities.sta_at,
      end: activities.std_at,
      airline: customers.iata,
      serviceMinutes: sql<number>`(select coalesce(sum(s.standard_minutes), 0)::int from activity_services s where s.activity_id = ${activities.id})`,
    })
    .from(activities)
    .innerJoin(customers, eq(customers.id, activities.customer_id))
    .orderBy(activities.station_id, activities.sta_at, activities.id);
  return found.filter((r): r is typeof r & { start: Date; end: Date } => r.start !== null && r.end !== null);
}

/**
 * A station's engineers hold the types its customers fly: for every type a station's schedules use and
 * none of its B1 holders certifies, its first B1 (B1.1, or FAA A&P) technician gets the authorisation. The
 * others keep their own ratings, so the eligibility list still shows refusals.
 */
async function rateStationsOnTheirTypes(tx: SeedDb) {
  await tx.execute(sql`
    insert into technician_authorisations (technician_id, aircraft_type_id, category, valid_until)
    select distinct on (fs.station_id, fs.aircraft_type_id) t.id, fs.aircraft_type_id, 'B1', t.licence_expiry
    from flight_schedule fs
    join technicians t on t.home_station_id = fs.station_id and t.licences && array['easa_b1', 'easa_b1_1', 'faa_ap']
      and (t.licence_expiry is null or t.licence_expiry > current_date)
    where not exists (
      select 1 from technician_authorisations ta join technicians o on o.id = ta.technician_id
      where o.home_station_id = fs.station_id and ta.aircraft_type_id = fs.aircraft_type_id and ta.category = 'B1')
    order by fs.station_id, fs.aircraft_type_id, t.id
    on conflict do nothing`);
}

async function loadCrew(tx: SeedDb) {
  const people = await tx
    .select({
      id: technicians.id,
      regionId: technicians.region_id,
      homeStationId: technicians.home_station_id,
      licenceExpiry: technicians.licence_expiry,
    })
    .from(technicians)
    .orderBy(technicians.id);
  const types = await tx
    .select({ technicianId: technicianAuthorisations.technician_id, typeId: technicianAuthorisations.aircraft_type_id })
    .from(technicianAuthorisations)
    .where(eq(technicianAuthorisations.category, 'B1'));
  return people.map((p) => ({ ...p, typeIds: new Set(types.filter((t) => t.technicianId === p.id).map((t) => t.typeId)) }));
}

/** One UPDATE … FROM (VALUES …) for the whole week instead of a statement per activity. */
async function applyProgress(
  tx: SeedDb,
  updates: {
    id: number;
    status: string;
    ata: Date | null;
    atd: Date | null;
    eta: Date | null;
    registration: string | null;
    cancel: string | null;
  }[],
  doneBy: number | null,
) {
  if (!updates.length) return;
  const values = sql.join(
    updates.map(
      (u) =>
        sql`(${u.id}::int, ${u.status}::text, ${u.ata?.toISOString() ?? null}::timestamptz, ${u.atd?.toISOString() ?? null}::timestamptz, ${u.eta?.toISOString() ?? null}::timestamptz, ${u.registration}::text, ${u.cancel}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update activities a set status = v.status, ata_at = v.ata, atd_at = v.atd, eta_at = v.eta, registration = v.registration, cancel_reason = v.cancel
    from (values ${values}) as v(id, status, ata, atd, eta, registration, cancel)
    where a.id = v.id`);
  // Services of finished work are done; a running job has its first service done.
  await tx.execute(sql`
    update activity_services s set status = 'done', completed_at = a.atd_at - interval '10 minutes', completed_by = ${doneBy}::int
    from activities a where a.id = s.activity_id and a.status = 'completed'`);
  await tx.execute(sql`
    update activity_services s set status = 'done', completed_at = a.ata_at + interval '20 minutes'
    from activities a
    where a.id = s.activity_id and a.status = 'in_progress'
      and s.id = (select min(s2.id) from activity_services s2 where s2.activity_id = a.id)`);
}

/** Today, in every region: a lead also booked as support on an overlapping turnaround (at the same station when there is one). */
async function addDoubleBookings(tx: SeedDb, rows: Row[], leads: Map<number, number>, today: string) {
  const todays = rows.filter((r) => r.localDate === today && leads.has(r.id));
  const extra = new Map<number, typeof activityAssignments.$inferInsert>();
  for (const a of todays) {
    if (extra.has(a.regionId)) continue;
    const overlapping = todays.filter(
      (o) => o.regionId === a.regionId && o.start < a.end && a.start < o.end && leads.get(o.id) !== leads.get(a.id),
    );
    const b = overlapping.find((o) => o.stationId === a.stationId) ?? overlapping[0];
    if (b)
      extra.set(a.regionId, { activity_id: a.id, technician_id: leads.get(b.id)!, role: 'support', planned_minutes: a.serviceMinutes });
  }
  if (extra.size) await tx.insert(activityAssignments).values([...extra.values()]);
}

/** Tomorrow, in every region: a turnaround for a licensed technician who lacks the type authorisation. */
function chooseOverrides(
  rows: Row[],
  crew: Awaited<ReturnType<typeof loadCrew>>,
  tomorrow: string,
): Map<number, { activity: Row; technician: number }> {
  const chosen = new Map<number, { activity: Row; technician: number }>();
  const regionsDone = new Set<number>();
  for (const activity of rows.filter((r) => r.localDate === tomorrow)) {
    if (regionsDone.has(activity.regionId)) continue;
    // A rated engineer of the station, else of a neighbouring station of the region, lacking this type.
    const unrated = crew.filter((t) => t.regionId === activity.regionId && t.typeIds.size > 0 && !t.typeIds.has(activity.aircraftTypeId));
    const technician = unrated.find((t) => t.homeStationId === activity.stationId) ?? unrated[0];
    if (!technician) continue;
    chosen.set(activity.id, { activity, technician: technician.id });
    regionsDone.add(activity.regionId);
  }
  return chosen;
}

/** The chosen turnarounds, assigned by the supervisor's override with its written reason. */
async function addOverrides(tx: SeedDb, overrides: Map<number, { activity: Row; technician: number }>) {
  const [supervisor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'supervisor@tarmac.test'));
  for (const { activity, technician } of overrides.values()) {
    await tx.insert(activityAssignments).values({
      activity_id: activity.id,
      technician_id: technician,
      role: 'lead',
      planned_minutes: activity.serviceMinutes,
      override_reason: overrideReason,
      overridden_rules: ['type_authorisation'],
      assigned_by: supervisor?.id ?? null,
    });
    await tx.update(activities).set({ status: 'assigned', edited: true }).where(eq(activities.id, activity.id));
  }
}
