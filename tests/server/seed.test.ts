import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { migrate, openDatabase, type DatabaseHandle } from '../../server/db/client';
import { adminQuery, databaseUrlFor } from '../../server/db/postgresAdmin';
import {
  aircraftType,
  airport,
  appSettings,
  customers,
  notifications,
  permissions,
  regions,
  rolePermissions,
  roles,
  stations,
  technicianAuthorisations,
  technicians,
  userRegions,
  users,
} from '../../server/db/schema';
import { demoAccounts, demoPassword, isDatabaseEmpty, seedDemoData, wipeDatabase } from '../../server/db/seed';
import { schemaTableNames } from '../../server/db/seed/wipe';
import { verifyPassword } from '../../server/auth/passwords';
import { roleIds } from '../../model/roles';

interface Target {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

async function openPglite(): Promise<Target> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  return { handle, dispose: () => handle.close() };
}

/**
 * A throw-away database per run. (A schema of its own would be cheaper, but migration 0000
 * points its foreign keys at "public"."users", so it cannot be applied inside another schema.)
 */
async function openPostgres(databaseUrl: string): Promise<Target> {
  const name = `seed_test_${randomBytes(4).toString('hex')}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  let handle: DatabaseHandle | undefined;
  const dispose = async () => {
    await handle?.close();
    await adminQuery(databaseUrl, `drop database if exists ${name}`);
  };
  try {
    handle = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, name), poolSize: 2 });
    await migrate(handle);
    return { handle, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

function seedSuite(label: string, open: () => Promise<Target>, skip = false) {
  describe.skipIf(skip)(`demo seed on ${label}`, () => {
    let target: Target;
    let emptyBeforeSeed: boolean;
    const db = () => target.handle.db;

    beforeAll(async () => {
      target = await open();
      emptyBeforeSeed = await isDatabaseEmpty(db());
      const started = performance.now();
      await seedDemoData(db());
      console.info(`[${label}] seedDemoData took ${Math.round(performance.now() - started)} ms`);
    }, 60_000);

    afterAll(async () => {
      await target?.dispose();
    });

    it('flips isDatabaseEmpty', async () => {
      expect(emptyBeforeSeed).toBe(true);
      expect(await isDatabaseEmpty(db())).toBe(false);
    });

    it('loads the reference data', async () => {
      expect(await db().$count(regions)).toBe(3);
      expect(await db().$count(airport)).toBe(40);
      expect(await db().$count(aircraftType)).toBe(20);
      expect(await db().$count(customers)).toBe(6);
      expect(await db().$count(technicians)).toBe(40);
      expect(await db().$count(technicianAuthorisations)).toBeGreaterThan(40);

      const perRegion = await db()
        .select({ region: regions.code, n: sql<number>`count(*)::int` })
        .from(stations)
        .innerJoin(regions, eq(regions.id, stations.region_id))
        .groupBy(regions.code);
      expect(perRegion.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(12);
      for (const r of perRegion) expect(r.n, r.region).toBeGreaterThanOrEqual(4);
      expect(perRegion).toHaveLength(3);
    });

    it('stores airports with ISO countries and IANA zones from OpenFlights', async () => {
      const [cdg] = await db().select().from(airport).where(eq(airport.iata, 'CDG'));
      expect(cdg).toMatchObject({ icao: 'LFPG', country: 'FR', time_zone: 'Europe/Paris', city: 'Paris' });
      expect(cdg.latitude).toBeCloseTo(49.01, 1);
      const all = await db().select({ country: airport.country, tz: airport.time_zone }).from(airport);
      for (const a of all) {
        expect(a.country).toMatch(/^[A-Z]{2}$/);
        expect(a.tz).toMatch(/^[A-Za-z]+\/[A-Za-z_]+$/);
      }
    });

    it('numbers technicians T0001… and links the demo technician to its account', async () => {
      const numbers = (await db().select({ no: technicians.employee_no }).from(technicians).orderBy(asc(technicians.employee_no))).map(
        (t) => t.no,
      );
      expect(numbers[0]).toBe('T0001');
      expect(numbers[39]).toBe('T0040');
      const linked = await db().select({ email: users.email }).from(technicians).innerJoin(users, eq(users.id, technicians.user_id));
      expect(linked).toEqual([{ email: 'tech@tarmac.test' }]);
    });

    it('traces a sprayed aircraft from pad to delivery: every de-icing step names a batch and a sprayer; James O\u2019Connor is unqualified (SAE AS6286; ICAO Doc 9640)', async () => {
      const { rows: steps } = (await db().execute(sql`select count(*)::int as n,
          count(*) filter (where s.lot is null or (s.truck_id is null and s.equipment_id is null))::int as untraced,
          count(*) filter (where not exists (select 1 from stock_movements r where r.kind = 'receipt' and r.station_id = t.station_id
            and r.material_id = f.material_id and r.lot = s.lot and r.reference is not null))::int as no_delivery
        from de_icing_steps s join de_icing_treatments t on t.id = s.treatment_id join de_icing_fluids f on f.id = s.fluid_id`)) as {
        rows: { n: number; untraced: number; no_delivery: number }[];
      };
      expect(steps[0].n).toBeGreaterThan(0);
      expect(steps[0]).toMatchObject({ untraced: 0, no_delivery: 0 });
      // The step's consumption took its batch, and no lot went below zero.
      const { rows: lots } = (await db().execute(sql`select count(*)::int as n from stock_lots where quantity < 0`)) as {
        rows: { n: number }[];
      };
      expect(lots[0].n).toBe(0);
      const { rows: james } = (await db().execute(sql`select tc.expires_on::text as expires_on from technician_courses tc
          join technicians p on p.id = tc.technician_id join training_courses c on c.id = tc.course_id
          where p.name = 'James O''Connor' and c.qualifies_for_de_icing`)) as { rows: { expires_on: string }[] };
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      expect(james.map((row) => row.expires_on)).toEqual([yesterday]);
    });

    it('keeps open, rectified and deferred defects, one deferral close to its limit and stated on a signed certificate', async () => {
      const { rows } = (await db().execute(sql`select state, due_on::text as due_on, deferral_category from defects order by id`)) as {
        rows: { state: string; due_on: string | null; deferral_category: string | null }[];
      };
      expect(rows.map((row) => row.state).sort()).toEqual(['deferred', 'deferred', 'open', 'rectified']);
      const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      expect(rows.some((row) => row.deferral_category === 'B' && row.due_on! <= inTwoDays)).toBe(true);
      const { rows: certificates } = (await db().execute(
        sql`select count(*)::int as n from activity_rts r join defects d on d.activity_id = r.activity_id and d.state = 'deferred'`,
      )) as { rows: { n: number }[] };
      expect(certificates[0].n).toBeGreaterThan(0);
    });

    it('shows overtime and a month in deficit: Daan de Vries over his contract for a week, Luleå’s month raised once to the quality and accountable managers (145.A.30(d))', async () => {
      const { rows: weeks } = (await db().execute(sql`select count(*)::int as n from (
          select date_trunc('week', rs.local_date) as week, sum(extract(epoch from rs.ends_at - rs.starts_at) / 3600) as worked, t.contract_weekly_hours
          from roster_shifts rs join technicians t on t.id = rs.technician_id
          where t.name = 'Daan de Vries' and rs.starts_at is not null
          group by 1, t.contract_weekly_hours) w
        where w.worked > w.contract_weekly_hours`)) as { rows: { n: number }[] };
      expect(weeks[0].n).toBeGreaterThan(0);
      const { rows: signals } = (await db().execute(
        sql`select s.id, s.deficit_percent::float as deficit, s.month::text as month from man_hour_signals s join stations st on st.id = s.station_id where st.code = 'LLA'`,
      )) as { rows: { id: number; deficit: number; month: string }[] };
      expect(signals).toHaveLength(1);
      expect(signals[0].deficit).toBeGreaterThan(25);
      expect(signals[0].month).toBe(`${new Date().toISOString().slice(0, 7)}-01`);
      const told = await db()
        .select({ email: users.email })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.user_id))
        .where(eq(notifications.type, 'man_hour_deficit'));
      expect(told.map((row) => row.email).sort()).toEqual(['accountable@tarmac.test', 'quality@tarmac.test']);
    });

    it('creates the roles with their fixed ids and moves the id sequence past them', async () => {
      const rows = await db().select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id));
      expect(rows).toEqual(Object.entries(roleIds).map(([name, id]) => ({ id, name })));
      const [created] = await db().insert(roles).values({ name: 'seed-test-role' }).returning({ id: roles.id });
      expect(created.id).toBe(Math.max(...Object.values(roleIds)) + 1);
      await db().delete(roles).where(eq(roles.id, created.id));
    });

    it('grants the technician role exactly its four tabs, recording work and signing the RTS', async () => {
      const rows = await db()
        .select({ name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
        .where(eq(rolePermissions.role_id, roleIds.technician));
      expect(rows.map((r) => r.name).sort()).toEqual([
        'on_call_tab',
        'rts_sign',
        'scheduled_tab',
        'training',
        'whatsupp_tab',
        'work_record',
      ]);
    });

    it('creates the verified demo accounts with their roles and regions', async () => {
      expect(await db().$count(users)).toBe(demoAccounts.length);
      const regionIdByCode = new Map((await db().select().from(regions)).map((r) => [r.code, r.id]));
      for (const account of demoAccounts) {
        const [user] = await db().select().from(users).where(eq(users.email, account.email));
        expect(user, account.email).toBeDefined();
        expect(user.email).toBe(user.email.toLowerCase());
        expect(user).toMatchObject({ name: account.name, role_id: account.role_id, active: true });
        expect(user.email_verified_at).not.toBeNull();
        expect(user.instance_id).toBe(regionIdByCode.get(account.regionCodes[0]));
        const memberships = await db()
          .select({ region_id: userRegions.region_id })
          .from(userRegions)
          .where(eq(userRegions.user_id, user.id));
        expect(memberships.map((m) => m.region_id).sort()).toEqual(account.regionCodes.map((c) => regionIdByCode.get(c)).sort());
      }
      const admin = demoAccounts.find((a) => a.role_id === roleIds.admin)!;
      expect(admin.regionCodes).toHaveLength(3);
    });

    it('accepts the demo password for every account', async () => {
      const hashes = await db().select({ hash: users.password_hash }).from(users);
      expect(new Set(hashes.map((h) => h.hash)).size).toBe(1);
      expect(await verifyPassword(demoPassword, hashes[0].hash)).toBe(true);
      expect(await verifyPassword('wrong-password', hashes[0].hash)).toBe(false);
    });

    it('gives every demo user notifications, some unread, and writes the settings row', async () => {
      const userIds = (await db().select({ id: users.id }).from(users)).map((u) => u.id);
      for (const id of userIds) expect(await db().$count(notifications, eq(notifications.user_id, id))).toBeGreaterThan(0);
      expect(await db().$count(notifications, isNull(notifications.read_at))).toBeGreaterThan(0);
      const [settings] = await db().select().from(appSettings);
      expect(settings).toMatchObject({ id: 1, company_name: 'Tarmac Ground Services' });
    });

    it('refuses to seed a database that already has users', async () => {
      await expect(seedDemoData(db())).rejects.toThrow(/already has users/);
    });

    it('wipes every table and seeds again from scratch', async () => {
      await wipeDatabase(db());
      expect(await isDatabaseEmpty(db())).toBe(true);
      for (const table of schemaTableNames()) {
        const result = await db().execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
        const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
        expect(rows[0].n, table).toBe(0);
      }
      await seedDemoData(db());
      expect(await isDatabaseEmpty(db())).toBe(false);
      expect(await db().$count(users)).toBe(demoAccounts.length);
      expect(await db().$count(technicians)).toBe(40);
      const [first] = await db()
        .select({ id: regions.id })
        .from(regions)
        .where(inArray(regions.code, ['EUR-W']));
      expect(first.id).toBe(1);
    }, 30_000);
  });
}

// vitest.config.ts runs tests/server twice when TEST_DATABASE_URL is set (TEST_DB=pglite, then
// TEST_DB=postgres); run alone (no TEST_DB) this file covers PGlite and, given the URL, PostgreSQL.
const databaseUrl = process.env.TEST_DATABASE_URL;
const only = process.env.TEST_DB;
seedSuite('PGlite', openPglite, only === 'postgres');
seedSuite('PostgreSQL', () => openPostgres(databaseUrl!), !databaseUrl || only === 'pglite');
