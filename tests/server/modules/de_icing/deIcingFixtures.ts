import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  aircraftType,
  customers,
  deIcingFluids,
  equipment,
  materials,
  measures,
  stations,
  stockLevels,
  stockLots,
  stockMovements,
  technicianCourses,
  technicians,
  trainingCourses,
  trucks,
  users,
} from '../../../../server/db/schema';
import { bearer, insertRole, insertUser, type TestApp } from '../../helper';

/** What the De-Icing API tests use: two EUR-W and one EUR-N de-icing stations, their crews, a customer, a type. */
export async function loadDeIcingContext(t: TestApp) {
  const db = t.database.db;
  const rows = await db
    .select({ id: stations.id, code: stations.code, region_id: stations.region_id })
    .from(stations)
    .where(inArray(stations.code, ['CDG', 'AMS', 'ARN']));
  const station = Object.fromEntries(rows.map((r) => [r.code, r])) as Record<'CDG' | 'AMS' | 'ARN', (typeof rows)[number]>;
  const crewOf = async (stationId: number) =>
    (
      await db
        .select({ id: technicians.id })
        .from(technicians)
        .where(and(eq(technicians.home_station_id, stationId), eq(technicians.active, true)))
        .orderBy(technicians.id)
    ).map((r) => r.id);
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.iata, 'AF'));
  const [type] = await db.select({ id: aircraftType.id }).from(aircraftType).where(eq(aircraftType.icao, 'A320'));
  const fluids = await db
    .select({
      id: deIcingFluids.id,
      name: deIcingFluids.name,
      fluid_type: deIcingFluids.fluid_type,
      material_id: deIcingFluids.material_id,
    })
    .from(deIcingFluids);
  const typeI = fluids.find((f) => f.fluid_type === 'I')!;
  const codes = ['CDG', 'AMS', 'ARN'] as const;
  // The crews the tests name hold a de-icing qualification through January 2027 (SAE AS6286), whatever the seed's day.
  const crew = Object.fromEntries(await Promise.all(codes.map(async (code) => [code, await crewOf(station[code].id)] as const))) as Record<
    (typeof codes)[number],
    number[]
  >;
  const [course] = await db.select({ id: trainingCourses.id }).from(trainingCourses).where(eq(trainingCourses.code, 'DEICE-L10'));
  const qualified = codes.flatMap((code) => crew[code].slice(0, 2));
  await db
    .delete(technicianCourses)
    .where(and(inArray(technicianCourses.technician_id, qualified), eq(technicianCourses.course_id, course.id)));
  await db
    .insert(technicianCourses)
    .values(
      qualified.map((technician_id) => ({ technician_id, course_id: course.id, completed_on: '2026-06-01', expires_on: '2027-12-31' })),
    );
  // Every step names its sprayer: a serviceable truck of the station, else its serviceable equipment.
  const sprayerOf = async (stationId: number): Promise<{ truck_id?: number; equipment_id?: number }> => {
    const [truck] = await db
      .select({ id: trucks.id })
      .from(trucks)
      .where(and(eq(trucks.station_id, stationId), eq(trucks.status, 'serviceable')))
      .orderBy(sql`${trucks.type} = 'de_icing_truck' desc`, trucks.id)
      .limit(1);
    if (truck) return { truck_id: truck.id };
    const [rig] = await db
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(eq(equipment.station_id, stationId), eq(equipment.status, 'serviceable')))
      .orderBy(equipment.id)
      .limit(1);
    return { equipment_id: rig.id };
  };
  // The seeded Type I batch with the most litres at each station (the seed delivers two a week).
  const typeILotOf = async (stationId: number) =>
    (
      await db
        .select({ lot: stockLots.lot })
        .from(stockLots)
        .where(and(eq(stockLots.station_id, stationId), eq(stockLots.material_id, typeI.material_id!)))
        .orderBy(desc(stockLots.quantity))
        .limit(1)
    )[0]?.lot ?? '';
  const sprayer = Object.fromEntries(
    await Promise.all(codes.map(async (code) => [code, await sprayerOf(station[code].id)] as const)),
  ) as Record<(typeof codes)[number], { truck_id?: number; equipment_id?: number }>;
  const typeILot = Object.fromEntries(
    await Promise.all(codes.map(async (code) => [code, await typeILotOf(station[code].id)] as const)),
  ) as Record<(typeof codes)[number], string>;
  // A de-icing crew member: a role an administrator grants the De-Icing tab and recording (the demo
  // technician account keeps its four tabs), in EUR-W like the demo technician.
  if (!(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'operator@tarmac.test'))).length) {
    const roleId = await insertRole(t, 'De-icing operator', ['whatsupp_tab', 'de_icing_tab', 'de_icing_write']);
    await insertUser(t, { email: 'operator@tarmac.test', role_id: roleId, regions: ['EUR-W'] });
  }
  const people = ['admin', 'supervisor', 'operator', 'planner', 'viewer'] as const;
  const headers = Object.fromEntries(
    await Promise.all(people.map(async (who) => [who, bearer(await t.tokenFor(`${who}@tarmac.test`)) as Record<string, string>] as const)),
  ) as Record<(typeof people)[number], Record<string, string>>;
  return {
    station,
    crew,
    sprayer,
    typeILot,
    customerId: customer.id,
    typeId: type.id,
    typeI,
    headers,
  };
}
export type DeIcingContext = Awaited<ReturnType<typeof loadDeIcingContext>>;

let materialCounter = 0;

/** A Type IV fluid kept as a material of its own, so a test knows its stock to the litre. */
export async function newTypeIVFluid(t: TestApp, c: DeIcingContext, name: string): Promise<{ fluidId: number; materialId: number }> {
  const db = t.database.db;
  const [litre] = await db.select({ id: measures.id }).from(measures).where(eq(measures.code, 'L'));
  const [material] = await db
    .insert(materials)
    .values({
      part_number: `TEST-IV-${++materialCounter}-${name}`,
      description: `${name} Type IV test fluid`,
      measure_id: litre.id,
      category: 'de_icing_fluid',
      minimum_stock: 100,
    })
    .returning({ id: materials.id });
  const response = await t.send('POST', '/api/de_icing_fluids', c.headers.admin, {
    name,
    fluid_type: 'IV',
    material_id: material.id,
    lout_100_c: -29,
    lout_75_c: -14,
    lout_50_c: -3,
  });
  if (response.statusCode !== 201) throw new Error(`fluid: ${response.statusCode} ${response.body}`);
  return { fluidId: response.json().id, materialId: material.id };
}

export async function stockOf(t: TestApp, stationId: number, materialId: number) {
  const db = t.database.db;
  const [level] = await db
    .select({ quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.station_id, stationId), eq(stockLevels.material_id, materialId)));
  const [sum] = await db
    .select({ total: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::float8` })
    .from(stockMovements)
    .where(and(eq(stockMovements.station_id, stationId), eq(stockMovements.material_id, materialId)));
  return { quantity: Number(level?.quantity ?? 0), movements: Number(sum.total) };
}

const at = (iso: string, plusMinutes: number) => new Date(Date.parse(iso) + plusMinutes * 60_000).toISOString();

/**
 * What a step sprayed from and with: the seeded Type I batch of the station, else the bulk lot ''
 * (the tests' deliveries carry no batch number), and the station's truck or equipment.
 */
const stepStock = (c: DeIcingContext, stationCode: 'CDG' | 'AMS' | 'ARN', fluidId: number) => ({
  lot: fluidId === c.typeI.id ? c.typeILot[stationCode] : '',
  ...c.sprayer[stationCode],
});

/** A one-step Type IV treatment body at a station, starting at `start`. */
export function oneStep(c: DeIcingContext, stationCode: 'CDG' | 'AMS' | 'ARN', fluidId: number, start: string, litres = 10) {
  return {
    station_id: c.station[stationCode].id,
    pad: 'P1',
    customer_id: c.customerId,
    flight_no: 'AF1234',
    aircraft_type_id: c.typeId,
    registration: 'F-HTST',
    operator_ids: [c.crew[stationCode][0]],
    oat_c: -5,
    precipitation: 'snow',
    intensity: 'moderate',
    procedure: 'one_step',
    surfaces: ['wings'],
    steps: [
      {
        purpose: 'anti_icing',
        fluid_id: fluidId,
        concentration: 100,
        litres,
        ...stepStock(c, stationCode, fluidId),
        started_at: start,
        ended_at: at(start, 5),
      },
    ],
  };
}

/** A step of a test body (the API's step, loosely typed for the tests that bend it). */
interface TestStep {
  purpose: string;
  fluid_id: number;
  concentration: number;
  freezing_point_c?: number | null;
  litres: number;
  lot?: string | null;
  truck_id?: number;
  equipment_id?: number;
  started_at: string;
  ended_at: string | null;
}

/** A two-step body: Type I de-icing then Type IV anti-icing `gap` minutes later. */
export function twoStep(c: DeIcingContext, stationCode: 'CDG' | 'AMS' | 'ARN', antiFluidId: number, start: string, gap = 1) {
  const steps: TestStep[] = [
    {
      purpose: 'de_icing',
      fluid_id: c.typeI.id,
      concentration: 50,
      freezing_point_c: -16,
      litres: 20,
      ...stepStock(c, stationCode, c.typeI.id),
      started_at: start,
      ended_at: at(start, 5),
    },
    {
      purpose: 'anti_icing',
      fluid_id: antiFluidId,
      concentration: 100,
      litres: 10,
      ...stepStock(c, stationCode, antiFluidId),
      started_at: at(start, 5 + gap),
      ended_at: at(start, 9 + gap),
    },
  ];
  return {
    ...oneStep(c, stationCode, antiFluidId, start),
    procedure: 'two_step',
    operator_ids: c.crew[stationCode].slice(0, 2),
    steps,
  };
}
