import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  acceptedWarnings,
  antiIcingCode,
  crewQualification,
  holdoverWindow,
  hotCondition,
  twoStepGap,
  windowMinutes,
  type HotRow,
  type PrecipitationIntensity,
  type PrecipitationType,
} from '../../../../model/modules/de_icing';
import { localToUtc, utcToLocal } from '../../../../model/core/localTime';
import { addMonths } from '../../../../model/modules/training';
import {
  aircraftType,
  airport,
  customers,
  deIcingOperators,
  deIcingSteps,
  deIcingTreatments,
  equipment,
  stations,
  stockLevels,
  stockLots,
  stockMovements,
  technicianCourses,
  technicians,
  trainingCourses,
  trucks,
} from '../../schema';
import { daysFromToday } from '../dates';
import { registrationFor } from '../scheduled/registrations';
import type { SeedDb } from '../types';
import type { SeededFluid } from './fluids';

/** A small deterministic generator: the demo week reads the same after every re-seed of the same day. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const weather: { precipitation: PrecipitationType; intensity: PrecipitationIntensity | null; metar: string }[] = [
  { precipitation: 'frost', intensity: null, metar: 'BR' },
  { precipitation: 'snow', intensity: 'light', metar: '-SN' },
  { precipitation: 'snow', intensity: 'moderate', metar: 'SN' },
  { precipitation: 'snow', intensity: 'very_light', metar: '-SN' },
  { precipitation: 'freezing_fog', intensity: null, metar: 'FZFG' },
  { precipitation: 'freezing_drizzle', intensity: 'light', metar: '-FZDZ' },
  { precipitation: 'none', intensity: null, metar: 'NSW' },
];

const metarTemperature = (c: number) => (c < 0 ? `M${String(Math.round(-c)).padStart(2, '0')}` : String(Math.round(c)).padStart(2, '0'));
const minutes = (n: number) => n * 60_000;
const tenths = (n: number) => Math.round(n * 10) / 10;

/** The station short of Type IV fluid, so the low-stock alert shows in the demo. */
export const lowStockStation = 'LHR';

interface Plan {
  treatment: typeof deIcingTreatments.$inferInsert;
  steps: Omit<typeof deIcingSteps.$inferInsert, 'treatment_id'>[];
  operators: number[];
}

/** The demo's unqualified operator: his de-icing course ran out yesterday, so a form that picks him shows the refusal. */
export const lapsedOperator = { name: "James O'Connor", course: 'DEICE-L10' };

async function lapseOperator(tx: SeedDb, now: Date): Promise<void> {
  const [person] = await tx.select({ id: technicians.id }).from(technicians).where(eq(technicians.name, lapsedOperator.name));
  const [course] = await tx.select({ id: trainingCourses.id }).from(trainingCourses).where(eq(trainingCourses.code, lapsedOperator.course));
  if (!person || !course) return;
  const yesterday = daysFromToday(-1, now);
  await tx.delete(technicianCourses).where(and(eq(technicianCourses.technician_id, person.id), eq(technicianCourses.course_id, course.id)));
  await tx.insert(technicianCourses).values({
    technician_id: person.id,
    course_id: course.id,
    completed_on: addMonths(yesterday, -12),
    expires_on: yesterday,
    certificate_no: `${lapsedOperator.course}-LAPSED`,
  });
}

/** The crew's de-icing course records (training_courses.qualifies_for_de_icing), for the qualification rule. */
async function deIcingCrew(tx: SeedDb) {
  const crew = await tx
    .select({ id: technicians.id, name: technicians.name, station_id: technicians.home_station_id })
    .from(technicians)
    .where(and(eq(technicians.active, true), isNotNull(technicians.home_station_id)));
  const records = await tx
    .select({
      technician_id: technicianCourses.technician_id,
      course_id: trainingCourses.id,
      code: trainingCourses.code,
      expires_on: technicianCourses.expires_on,
    })
    .from(technicianCourses)
    .innerJoin(trainingCourses, eq(trainingCourses.id, technicianCourses.course_id))
    .where(eq(trainingCourses.qualifies_for_de_icing, true));
  return crew.map((member) => ({ ...member, de_icing_courses: records.filter((r) => r.technician_id === member.id) }));
}

/**
 * A winter week at every de-icing station (today −7 … today, 10–30 aircraft a day, up to now today):
 * one- and two-step treatments that pass the rules, windows from the demo table, checks and codes, the
 * fluid delivered and consumed as stock movements, levels equal to their sum. One station runs low on
 * Type IV. Bulk inserts: a statement per table.
 */
export async function seedWinterWeek(tx: SeedDb, hotSetId: number, hotRows: HotRow[], fluids: SeededFluid[], now: Date): Promise<void> {
  const padStations = await tx
    .select({ id: stations.id, code: stations.code, region_id: stations.region_id, time_zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(and(eq(stations.de_icing, true), eq(stations.active, true)))
    .orderBy(stations.code);
  // Only qualified operators and checkers spray and check (SAE AS6286): the demo week passes the crew rule.
  await lapseOperator(tx, now);
  const crew = await deIcingCrew(tx);
  const stationEquipment = await tx.select({ id: equipment.id, station_id: equipment.station_id }).from(equipment);
  const stationTrucks = await tx
    .select({ id: trucks.id, station_id: trucks.station_id })
    .from(trucks)
    .where(
      and(
        inArray(
          trucks.station_id,
          padStations.map((s) => s.id),
        ),
        eq(trucks.type, 'de_icing_truck'),
      ),
    );
  const airlines = await tx.select({ id: customers.id, iata: customers.iata }).from(customers).where(isNotNull(customers.iata));
  const types = await tx
    .select({ id: aircraftType.id, icao: aircraftType.icao })
    .from(aircraftType)
    .where(inArray(aircraftType.category, ['narrow_body', 'regional']));
  const typeI = fluids.find((f) => f.fluid_type === 'I')!;
  const typeIV = fluids.filter((f) => f.fluid_type === 'IV');
  // The demo's narrow-body and regional types have aluminium wings (aircraft_type.wing_material's default).
  const table = { rows: hotRows.filter((row) => row.wing_material !== 'composite') };
  const plans: Plan[] = [];

  padStations.forEach((station, stationIndex) => {
    const random = randomFrom(stationIndex * 7919 + 17);
    const crewHere = crew.filter((c) => c.station_id === station.id);
    if (!crewHere.length) return;
    const truckHere = stationTrucks.filter((t) => t.station_id === station.id).map((t) => t.id);
    const equipmentHere = stationEquipment.filter((e) => e.station_id === station.id).map((e) => e.id);
    // Every step names what sprayed it: the station's trucks in turn, else its equipment.
    const sprayer = (i: number) =>
      truckHere.length
        ? { truck_id: truckHere[i % truckHere.length] }
        : equipmentHere.length
          ? { equipment_id: equipmentHere[i % equipmentHere.length] }
          : {};
    // The station sprays one Type IV product all week.
    const anti = typeIV[stationIndex % typeIV.length];
    for (let day = -7; day <= 0; day++) {
      const date = daysFromToday(day, now);
      const operatorsHere = crewHere.filter((c) => crewQualification('operator', c, date).ok).map((c) => c.id);
      if (!operatorsHere.length) continue;
      const count = 10 + Math.floor(random() * 21);
      const oatBase = -9 + random() * 9;
      // Today always snows or freezes somewhere in the sky, so the demo's pads show running holdover clocks.
      const skies = day === 0 ? weather.filter((w) => w.precipitation !== 'none') : weather;
      const sky = skies[Math.floor(random() * skies.length)];
      for (let i = 0; i < count; i++) {
        const hour = 5 + Math.floor((i * 18) / count);
        const start = localToUtc(
          date,
          `${String(hour).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`,
          station.time_zone,
        );
        if (start.getTime() > now.getTime() - minutes(20)) continue;
        const oat = tenths(oatBase + random() * 2);
        const twoStep = sky.precipitation !== 'none' && random() < 0.65;
        const typeIConcentration = 40 + Math.floor(random() * 25);
        const steps: Plan['steps'] = [];
        const deIceStart = start;
        const deIceEnd = new Date(deIceStart.getTime() + minutes(4 + Math.floor(random() * 6)));
        steps.push({
          position: 0,
          purpose: twoStep ? 'de_icing' : 'anti_icing',
          fluid_id: typeI.id,
          fluid_type: 'I',
          concentration: typeIConcentration,
          freezing_point_c: tenths(oat - 11 - random() * 6),
          nozzle_temperature_c: 60 + Math.floor(random() * 20),
          litres: tenths(150 + random() * 450),
          ...sprayer(i),
          started_at: deIceStart,
          ended_at: deIceEnd,
        });
        const gap = random() < 0.08 ? 4 + Math.floor(random() * 3) : Math.floor(random() * 3);
        if (twoStep) {
          const antiStart = new Date(deIceEnd.getTime() + minutes(gap));
          steps.push({
            position: 1,
            purpose: 'anti_icing',
            fluid_id: anti.id,
            fluid_type: 'IV',
            concentration: 100,
            litres: tenths(80 + random() * 220),
            ...sprayer(i),
            started_at: antiStart,
            ended_at: new Date(antiStart.getTime() + minutes(3 + Math.floor(random() * 5))),
          });
        }
        const final = steps.at(-1)!;
        const finalFluid = twoStep ? anti : typeI;
        const condition = hotCondition(sky.precipitation, sky.intensity);
        const lookup = condition
          ? holdoverWindow(table, {
              fluidType: finalFluid.fluid_type,
              brand: finalFluid.hot_brand,
              concentration: final.concentration,
              oatC: oat,
              condition,
            })
          : null;
        const window = lookup ? windowMinutes(lookup.window) : { min: null, max: null };
        const finalStart = final.started_at;
        const checked = finalStart.getTime() < now.getTime() - minutes(45) && random() < 0.95;
        const cancelled = !checked && random() < 0.3;
        const airline = airlines[Math.floor(random() * airlines.length)];
        const type = types[Math.floor(random() * types.length)];
        const localNow = utcToLocal(finalStart, station.time_zone);
        const checkedAt = new Date(((final.ended_at as Date) ?? finalStart).getTime() + minutes(2));
        plans.push({
          treatment: {
            region_id: station.region_id,
            station_id: station.id,
            local_date: localNow.date,
            pad: `P${1 + Math.floor(random() * 3)}`,
            customer_id: airline.id,
            flight_no: `${airline.iata}${100 + Math.floor(random() * 8900)}`,
            aircraft_type_id: type.id,
            registration: registrationFor(airline.iata, stationIndex * 31 + i) ?? `N${100 + i}TG`,
            truck_id: truckHere.length ? truckHere[i % truckHere.length] : null,
            status: checked ? 'completed' : cancelled ? 'cancelled' : 'in_progress',
            oat_c: oat,
            precipitation: sky.precipitation,
            intensity: sky.intensity,
            metar: `${station.code} ${localNow.date.slice(8, 10)}${localNow.time.replace(':', '')}Z 03008KT 2500 ${sky.metar} ${metarTemperature(oat)}/${metarTemperature(oat - 2)} Q1009`,
            procedure: twoStep ? 'two_step' : 'one_step',
            surfaces: ['wings', 'horizontal_stabiliser', ...(random() < 0.4 ? ['vertical_stabiliser'] : [])],
            final_step_started_at: finalStart,
            hot_table_set_id: hotSetId,
            holdover: lookup ? { ...lookup.window, match: lookup.match, condition, row_id: null } : null,
            holdover_min_minutes: window.min,
            holdover_max_minutes: window.max,
            // Kept as the server keeps an accepted warning: the rule's own verdict, with the params its text reads.
            accepted_warnings: acceptedWarnings([twoStepGap({ oat_c: oat, procedure: twoStep ? 'two_step' : 'one_step', steps })]),
            check_technician_id: checked ? operatorsHere[(i + 1) % operatorsHere.length] : null,
            checked_at: checked ? checkedAt : null,
            anti_icing_code: antiIcingCode({
              fluidType: finalFluid.fluid_type,
              concentration: final.concentration,
              finalStepStartedAt: finalStart,
              timeZone: station.time_zone,
              brand: finalFluid.name,
              checked,
            }),
            cancel_reason: cancelled ? 'Flight cancelled after de-icing (weather)' : null,
          },
          steps,
          operators: [
            ...new Set([operatorsHere[i % operatorsHere.length], ...(twoStep ? [operatorsHere[(i + 2) % operatorsHere.length]] : [])]),
          ],
        });
      }
    }
  });
  if (!plans.length) return;

  const ids = await tx
    .insert(deIcingTreatments)
    .values(plans.map((p) => p.treatment))
    .returning({ id: deIcingTreatments.id });
  // The stock first: it names each step's batch.
  await seedFluidStock(tx, plans, ids, fluids, padStations, now);
  const stepRows = plans.flatMap((plan, k) => plan.steps.map((step) => ({ ...step, treatment_id: ids[k].id })));
  await tx.insert(deIcingSteps).values(stepRows);
  await tx
    .insert(deIcingOperators)
    .values(plans.flatMap((plan, k) => plan.operators.map((technician_id) => ({ treatment_id: ids[k].id, technician_id }))));
}

/**
 * Deliveries before the consumption they cover (two a week, each its own batch), consumption per step
 * from a batch (the oldest delivered first; the step records it, so a sprayed aircraft traces to its
 * delivery), and lots and levels equal to the movements' sum: a week's end stock of about twice the
 * threshold, except Type IV at the low-stock station, left under it.
 */
async function seedFluidStock(
  tx: SeedDb,
  plans: Plan[],
  ids: { id: number }[],
  fluids: SeededFluid[],
  padStations: { id: number; code: string; region_id: number }[],
  now: Date,
): Promise<void> {
  const fluidById = new Map(fluids.map((f) => [f.id, f]));
  const consumption = plans.flatMap((plan, k) =>
    plan.steps.map((step) => ({
      region_id: plan.treatment.region_id,
      station_id: plan.treatment.station_id,
      material_id: fluidById.get(step.fluid_id)!.material_id,
      kind: 'consumption' as const,
      quantity: -Number(step.litres),
      moved_at: step.started_at,
      de_icing_treatment_id: ids[k].id,
      lot: '',
      step,
    })),
  );
  const midWeek = new Date(`${daysFromToday(-3, now)}T06:00:00Z`);
  const receipts: (typeof stockMovements.$inferInsert)[] = [];
  const levels: (typeof stockLevels.$inferInsert)[] = [];
  const lots: (typeof stockLots.$inferInsert)[] = [];
  for (const station of padStations) {
    for (const material_id of [...new Set(fluids.map((f) => f.material_id))]) {
      const used = consumption.filter((m) => m.station_id === station.id && m.material_id === material_id);
      if (!used.length) continue;
      const threshold = fluids.find((f) => f.material_id === material_id)!.minimum_stock;
      const early = -used.filter((m) => m.moved_at < midWeek).reduce((sum, m) => sum + m.quantity, 0);
      const late = -used.filter((m) => m.moved_at >= midWeek).reduce((sum, m) => sum + m.quantity, 0);
      const low = station.code === lowStockStation && fluids.some((f) => f.material_id === material_id && f.fluid_type === 'IV');
      const endStock = low ? Math.round(threshold * 0.4) : threshold * 2;
      const first = Math.ceil(early + threshold);
      const second = Math.max(500, Math.ceil(late + endStock - threshold));
      const base = { region_id: station.region_id, station_id: station.id, material_id, kind: 'receipt' as const };
      const batches = [
        { lot: `B${material_id}${station.id}A`, quantity: first, moved_at: new Date(`${daysFromToday(-8, now)}T07:00:00Z`), left: first },
        { lot: `B${material_id}${station.id}B`, quantity: second, moved_at: midWeek, left: second },
      ];
      // First in, first out: a step sprays the oldest delivered batch that still holds its litres.
      for (const movement of [...used].sort((a, b) => a.moved_at.getTime() - b.moved_at.getTime())) {
        const delivered = batches.filter((batch) => batch.moved_at <= movement.moved_at);
        const batch = delivered.find((candidate) => candidate.left >= -movement.quantity) ?? delivered.at(-1)!;
        batch.left = tenths(batch.left + movement.quantity);
        movement.lot = batch.lot;
        movement.step.lot = batch.lot;
      }
      for (const [n, batch] of batches.entries()) {
        // A batch the FIFO drew below zero was a bigger delivery: the lot never goes negative.
        const extra = Math.max(0, Math.ceil(-batch.left));
        receipts.push({
          ...base,
          quantity: batch.quantity + extra,
          moved_at: batch.moved_at,
          reference: `DN-${station.code}-${material_id}-${n + 1}`,
          batch_no: batch.lot,
          lot: batch.lot,
        });
        lots.push({
          station_id: station.id,
          material_id,
          region_id: station.region_id,
          lot: batch.lot,
          quantity: tenths(batch.left + extra),
        });
      }
      const quantity = tenths(
        lots.filter((l) => l.station_id === station.id && l.material_id === material_id).reduce((sum, l) => sum + Number(l.quantity), 0),
      );
      levels.push({ station_id: station.id, material_id, region_id: station.region_id, quantity });
    }
  }
  // In the order they happened: the ids follow the history the low-stock alert reads.
  const movements = [...receipts, ...consumption.map(({ step: _step, ...movement }) => movement)].sort(
    (a, b) => a.moved_at.getTime() - b.moved_at.getTime(),
  );
  for (let i = 0; i < movements.length; i += 2000) await tx.insert(stockMovements).values(movements.slice(i, i + 2000));
  await tx.insert(stockLevels).values(levels);
  // A lot per delivered batch; the level is their sum (server/modules/stock/movements.ts keeps them equal).
  await tx.insert(stockLots).values(lots);
}
