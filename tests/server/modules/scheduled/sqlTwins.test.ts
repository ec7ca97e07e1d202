import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { activityWindow, windowsOverlap } from '../../../../model/core/activityWindow';
import { turnaroundWindow } from '../../../../model/core/localTime';
import { travelMinutes } from '../../../../model/modules/scheduled/travel';
import type { DatabaseHandle } from '../../../../server/db/client';
import { activities, activityAssignments, activityServices, airport, roadTrips, stations, technicians } from '../../../../server/db/schema';
import { travelMinutesSql } from '../../../../server/modules/scheduled/conflictSql';
import { localStaSql, localStdSql } from '../../../../server/modules/scheduled/planDay';
import { activityConflicts, activityRow } from '../../../../server/modules/scheduled/queries';
import { createTestDatabase } from '../../helper';
import { loadScheduledContext, type ScheduledContext } from './fixtures';

/**
 * docs/decisions/0004-pure-rules-with-sql-twins.md: a rule that also runs in SQL keeps its twin with a test that both agree. Plan day's
 * STA/STD conversion against model turnaroundWindow, and the conflict flag (windows + travel)
 * against model activityWindow / windowsOverlap / travelMinutes.
 */
let database: DatabaseHandle;
let c: ScheduledContext;

beforeAll(async () => {
  database = await createTestDatabase();
  c = await loadScheduledContext(database.db);
});
afterAll(() => database.close());

describe('station-local times: plan day’s SQL and model turnaroundWindow agree', () => {
  const cases: [date: string, sta: string | null, std: string | null, zone: string][] = [
    ['2026-03-29', '01:30', '03:30', 'Europe/Amsterdam'], // 23-hour day
    ['2026-03-29', '02:30', '02:45', 'Europe/Amsterdam'], // both inside the gap
    ['2026-10-25', '02:30', '04:00', 'Europe/Amsterdam'], // 02:30 happens twice
    ['2026-10-25', '00:30', '01:30', 'Europe/Amsterdam'],
    ['2026-03-08', '02:30', '06:00', 'America/New_York'],
    ['2026-11-01', '01:30', '01:10', 'America/New_York'], // ambiguous STA, STD the next day
    ['2026-11-23', '23:10', '00:40', 'Europe/Amsterdam'], // overnight turnaround
    ['2026-03-28', '23:10', '02:30', 'Europe/Amsterdam'], // departs into the gap
    ['2026-06-01', '05:45', '07:15', 'Asia/Kolkata'],
    ['2026-06-01', '23:59:59', '00:00', 'Asia/Shanghai'],
    ['2026-06-01', null, '06:00', 'UTC'],
    ['2026-06-01', '06:00', null, 'Australia/Lord_Howe'], // a 30-minute DST shift
  ];
  it.each(cases)('%s STA %s STD %s in %s', async (date, sta, std, zone) => {
    const { rows } = (await database.db.execute(sql`
      select ${localStaSql(date)} as sta_at, ${localStdSql(date)} as std_at
      from (values (${sta}::time, ${std}::time, ${zone}::text)) v(sta, std, time_zone)`)) as {
      rows: { sta_at: string | Date | null; std_at: string | Date | null }[];
    };
    const expected = turnaroundWindow(date, sta, std, zone, 0);
    const instant = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
    expect({ sta: instant(rows[0].sta_at), std: instant(rows[0].std_at) }).toEqual({
      sta: expected.staAt?.toISOString() ?? null,
      std: expected.stdAt?.toISOString() ?? null,
    });
  });
});

describe('conflicts: the SQL flag and the model rules agree', () => {
  it('travel minutes between stations: same station, road trip either way, great circle', async () => {
    const rows = await database.db
      .select({ id: stations.id, airport_id: stations.airport_id, latitude: airport.latitude, longitude: airport.longitude })
      .from(stations)
      .innerJoin(airport, eq(airport.id, stations.airport_id));
    const trips = await database.db.select().from(roadTrips);
    const pick = rows.filter((s) => Object.values(c.station).includes(s.id));
    for (const from of pick) {
      for (const to of pick) {
        const {
          rows: [found],
        } = (await database.db.execute(sql`select ${travelMinutesSql(sql`${from.id}::int`, sql`${to.id}::int`)} as minutes`)) as {
          rows: { minutes: string | number }[];
        };
        expect(Number(found.minutes), `${from.id} → ${to.id}`).toBe(travelMinutes(from, to, trips));
      }
    }
    // The seeded CDG → Orly road trip answers both ways.
    const [cdg, ory] = [pick.find((s) => s.id === c.station.CDG)!, pick.find((s) => s.id === c.station.ORY)!];
    expect(travelMinutes(ory, cdg, trips)).toBe(55);
  });

  it('flags the same activities as the model over scenarios of overlap, touching, travel, delays and cancellations', async () => {
    const db = database.db;
    const people = await db.select({ id: technicians.id }).from(technicians).where(eq(technicians.region_id, c.regionId)).limit(8);
    const at = (hhmm: string | null) => (hhmm ? new Date(`2038-01-04T${hhmm}:00Z`) : null);
    let n = 0;
    const activity = async (
      station: keyof ScheduledContext['station'],
      sta: string | null,
      std: string | null,
      extra: Partial<typeof activities.$inferInsert> = {},
    ) => {
      const [row] = await db
        .insert(activities)
        .values({
          region_id: c.regionId,
          station_id: c.station[station],
          local_date: '2038-01-04',
          customer_id: c.customerId,
          aircraft_type_id: c.aircraftTypeId,
          work_order: `TWIN-${++n}`,
          sta_at: at(sta),
          std_at: at(std),
          ...extra,
        })
        .returning({ id: activities.id });
      await db
        .insert(activityServices)
        .values({ activity_id: row.id, service_id: c.service.TRANSIT.id, standard_minutes: c.service.TRANSIT.minutes });
      return row.id;
    };
    const pair = async (person: number, a: number, b: number) =>
      db.insert(activityAssignments).values([a, b].map((activity_id) => ({ activity_id, technician_id: people[person].id })));
    const scenarios: [string, () => Promise<[number, number]>, boolean][] = [
      ['touching at one station', async () => [await activity('CDG', '10:00', '11:00'), await activity('CDG', '11:00', '12:00')], false],
      ['overlapping at one station', async () => [await activity('CDG', '10:00', '11:00'), await activity('CDG', '10:30', '11:30')], true],
      [
        'road trip longer than the gap',
        async () => [await activity('CDG', '10:00', '11:00'), await activity('ORY', '11:30', '12:30')],
        true,
      ],
      [
        'road trip shorter than the gap',
        async () => [await activity('CDG', '10:00', '11:00'), await activity('ORY', '12:00', '12:30')],
        false,
      ],
      ['great circle CDG–AMS', async () => [await activity('CDG', '10:00', '11:00'), await activity('AMS', '16:00', '17:00')], true],
      [
        'only an STA: the services’ minutes',
        async () => [await activity('AMS', '08:00', null), await activity('AMS', '08:30', '09:00')],
        true,
      ],
      [
        'a delay (ETD) makes it overlap',
        async () => [await activity('CDG', '10:00', '11:00', { etd_at: at('12:30') }), await activity('CDG', '12:00', '13:00')],
        true,
      ],
      [
        'a cancelled activity books nobody',
        async () => [
          await activity('CDG', '10:00', '11:00', { status: 'cancelled', cancel_reason: 'x' }),
          await activity('CDG', '10:30', '11:30'),
        ],
        false,
      ],
    ];
    const ids: number[] = [];
    for (const [index, [, make, expected]] of scenarios.entries()) {
      const [a, b] = await make();
      await pair(index, a, b);
      ids.push(a, b);
      expect(await activityConflicts(db, a), scenarios[index][0]).toHaveLength(expected ? 1 : 0);
    }

    const rows = await db
      .select({ ...activityRow, station: activities.station_id })
      .from(activities)
      .where(inArray(activities.id, ids));
    const minutes = new Map(rows.map((r) => [r.id, c.service.TRANSIT.minutes]));
    const assignments = await db.select().from(activityAssignments).where(inArray(activityAssignments.activity_id, ids));
    const places = await db
      .select({ id: stations.id, airport_id: stations.airport_id, latitude: airport.latitude, longitude: airport.longitude })
      .from(stations)
      .innerJoin(airport, eq(airport.id, stations.airport_id));
    const trips = await db.select().from(roadTrips);
    const place = (id: number) => places.find((p) => p.id === id)!;
    const modelConflict = (x: (typeof rows)[number]) =>
      x.status !== 'cancelled' &&
      rows.some((y) => {
        if (y.id === x.id || y.status === 'cancelled') return false;
        const shared = assignments.some(
          (p) => p.activity_id === x.id && assignments.some((q) => q.activity_id === y.id && q.technician_id === p.technician_id),
        );
        const [wx, wy] = [
          activityWindow({ ...x, service_minutes: minutes.get(x.id)! }),
          activityWindow({ ...y, service_minutes: minutes.get(y.id)! }),
        ];
        return shared && wx !== null && wy !== null && windowsOverlap(wx, wy, travelMinutes(place(x.station), place(y.station), trips));
      });
    for (const row of rows) expect(row.conflict, `activity ${row.id}`).toBe(modelConflict(row));
    expect(rows.filter((r) => r.conflict).length).toBe(2 * scenarios.filter(([, , expected]) => expected).length);
  });
});
