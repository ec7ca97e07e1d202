import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  expenseAmount,
  formatRequestNo,
  rankStations,
  requestNoPrefix,
  stepColumns,
  type RequestStatus,
  type StationRoute,
} from '../../../../model/modules/on_call';
import {
  aircraftType,
  airport,
  customers,
  expenses,
  materials,
  onCallEvents,
  onCallExpenses,
  onCallRequests,
  partCert,
  onCallTechnicians,
  regions,
  roadTrips,
  stations,
  storedFiles,
  technicians,
  trucks,
  userRegions,
  users,
} from '../../schema';
import { roleIds } from '../../../../model/roles';
import type { Database } from '../../client';
import { recordMovement } from '../../../modules/stock';
import type { SeedDb } from '../types';
import { storedFileRow, storedFolders } from '../../../media/mediaFiles';
import { receiptPdf } from './receiptPdf';
import { openTimings, pastTimings, sequence, type RequestTimings, type Sequence } from './requestPlans';

/** Contract targets (requested → on site) that differ from customer to customer: AOG, urgent, routine minutes. */
const targetTiers = [
  [90, 240, 480],
  [120, 240, 600],
  [60, 180, 480],
  [180, 360, 720],
  [150, 300, 600],
] as const;

const defects = [
  { text: 'ECAM BLEED 2 FAULT after engine start, pack 2 inoperative', ata: '36' },
  { text: 'Main wheel tyre #3 cut beyond limits found on walkaround', ata: '32' },
  { text: 'Hydraulic leak at the nose gear steering actuator', ata: '29' },
  { text: 'Bird strike on the radome, inspection required before flight', ata: '05' },
  { text: 'Cabin pressure controller 1 fault on the ground test', ata: '21' },
  { text: 'Fuel quantity indication fault, tank 2', ata: '28' },
  { text: 'Lightning strike reported on approach, inspection per AMM 05-51-01', ata: '05' },
  { text: 'Brake temperature above limit on #2 wheel after landing', ata: '32' },
  { text: 'APU will not start, ECB fault', ata: '49' },
  { text: 'Lavatory smoke detector fault message', ata: '26' },
];
const callers = ['Maintenance control', 'MCC duty engineer', 'Station duty manager', 'Captain on board', 'Ops controller'];
const cancelReasons = [
  'Fixed by the flight crew with a reset',
  'Aircraft swapped by the operator',
  'Deferred under MEL by the operator’s own engineer',
];
const registrationLetters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

const minute = 60_000;

interface Place {
  id: number;
  iata: string;
  latitude: number | null;
  longitude: number | null;
}

/** The region's stations with positions, its road trips, and the airports it covers (station airports and trip ends). */
async function regionNetwork(tx: SeedDb, regionId: number) {
  const regionStations = await tx
    .select({
      id: stations.id,
      code: stations.code,
      airport_id: stations.airport_id,
      latitude: airport.latitude,
      longitude: airport.longitude,
    })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(and(eq(stations.region_id, regionId), eq(stations.active, true)))
    .orderBy(asc(stations.code));
  const trips = await tx.select().from(roadTrips).where(eq(roadTrips.region_id, regionId));
  const airportIds = [...new Set([...regionStations.map((s) => s.airport_id), ...trips.map((t) => t.to_airport_id)])];
  const places: Place[] = airportIds.length
    ? await tx
        .select({ id: airport.id, iata: airport.iata, latitude: airport.latitude, longitude: airport.longitude })
        .from(airport)
        .where(inArray(airport.id, airportIds))
        .orderBy(asc(airport.iata))
    : [];
  return { regionStations, trips, places };
}

interface PlannedRequest {
  values: typeof onCallRequests.$inferInsert;
  timings: RequestTimings;
  route: StationRoute | null;
}

/** The steps a request went through, in order, with their instants. */
function stepsOf(timings: RequestTimings): { to: RequestStatus; at: Date }[] {
  const steps: { to: RequestStatus; at: Date }[] = [{ to: 'new', at: timings.requested_at }];
  for (const [status, column] of Object.entries(stepColumns) as [
    keyof typeof stepColumns,
    (typeof stepColumns)[keyof typeof stepColumns],
  ][]) {
    const instant = timings[column];
    if (instant) steps.push({ to: status, at: instant });
  }
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function registration(seq: Sequence, prefix: string): string {
  const letter = () => seq.pick(registrationLetters.split(''));
  return prefix === 'N' || prefix === 'C-'
    ? `${prefix}${seq.int(100, 999)}${letter()}${letter()}`
    : `${prefix}${letter()}${letter()}${letter()}`;
}

const registrationPrefix: Record<string, string[]> = {
  'EUR-W': ['F-', 'PH-', 'D-A', 'G-'],
  'EUR-N': ['SE-', 'OH-', 'LN-'],
  NAM: ['C-', 'N'],
};

/**
 * The On-Call demo: per region a fortnight of requests (today −14 .. today) numbered
 * as the desk numbers them, each dispatched from the station the model ranks nearest (or the next
 * one), with their steps, crews with worked hours, parts, and expenses, some with a small PDF
 * receipt; 2–4 calls still open today. Customers get contract targets that differ. Deterministic,
 * and inserted in bulk.
 */
/** A part fitted on a completed job: received at the station with its EASA Form 1, then issued to the job. */
interface PartUsed {
  request_id: number;
  station_id: number;
  region_id: number;
  material: { id: number; tracking: 'none' | 'batch' | 'serial' };
  quantity: number;
  serial: string;
  cert_no: string;
  received_at: Date;
  fitted_at: Date;
  by: number | null;
}

/**
 * The part goes through the stock ledger as a real one would (server/modules/stock/movements.ts):
 * a receipt at the station when the crew was on site, the issue to the request when the job was
 * completed, so the request's parts used, its RTS and the stock agree.
 */
async function fitPart(tx: Database, part: PartUsed, partCertId: number | null): Promise<void> {
  const lot = part.material.tracking === 'none' ? '' : part.serial;
  const common = {
    region_id: part.region_id,
    station_id: part.station_id,
    material_id: part.material.id,
    lot,
    serialised: part.material.tracking === 'serial',
    serial_no: part.serial,
    part_cert_id: partCertId,
    cert_no: part.cert_no,
    created_by: part.by,
  };
  await recordMovement(tx, { ...common, kind: 'receipt', quantity: part.quantity, moved_at: part.received_at, reference: 'AOG delivery' });
  await recordMovement(tx, {
    ...common,
    kind: 'issue',
    quantity: -part.quantity,
    moved_at: part.fitted_at,
    on_call_request_id: part.request_id,
  });
}

export async function seedOnCall(tx: SeedDb, now: Date = new Date()): Promise<void> {
  const customerRows = await tx.select({ id: customers.id, name: customers.name }).from(customers).orderBy(asc(customers.id));
  for (const [index, customer] of customerRows.entries()) {
    const [aog, urgent, routine] = targetTiers[index % targetTiers.length];
    await tx
      .update(customers)
      .set({ response_target_aog_minutes: aog, response_target_urgent_minutes: urgent, response_target_routine_minutes: routine })
      .where(eq(customers.id, customer.id));
  }
  const types = await tx.select({ id: aircraftType.id }).from(aircraftType).orderBy(asc(aircraftType.id));
  const expenseTypes = await tx.select().from(expenses).where(eq(expenses.active, true));
  const expenseByCode = new Map(expenseTypes.map((type) => [type.code, type]));
  const materialRows = await tx
    .select({ id: materials.id, tracking: materials.tracking })
    .from(materials)
    .where(eq(materials.category, 'part'))
    .orderBy(asc(materials.id))
    .limit(20);
  const [form1] = await tx.select({ id: partCert.id }).from(partCert).where(eq(partCert.code, 'EASA-F1'));
  const regionRows = await tx.select({ id: regions.id, code: regions.code }).from(regions).orderBy(asc(regions.id));
  const seq = sequence(15);
  const taken = new Map<string, number>();
  const planned: PlannedRequest[] = [];

  for (const [regionIndex, region] of regionRows.entries()) {
    const { regionStations, trips, places } = await regionNetwork(tx, region.id);
    if (!regionStations.length || !places.length) continue;
    const [desk] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRegions, and(eq(userRegions.user_id, users.id), eq(userRegions.region_id, region.id)))
      .where(inArray(users.role_id, [roleIds.planner, roleIds.supervisor, roleIds.admin]))
      .orderBy(asc(users.role_id), asc(users.id))
      .limit(1);
    /** The station sent: usually the nearest, sometimes the next one (the nearest had nobody free). */
    const chooseRoute = (place: Place, at: Date): StationRoute | null => {
      const [nearest, next] = rankStations(place, regionStations, trips, at);
      const nextIsClose = next && next.travel_minutes <= nearest.travel_minutes * 1.5 + 30;
      return (nextIsClose && seq.chance(0.25) ? next : nearest) ?? null;
    };
    const plan = (timings: RequestTimings, place: Place, route: StationRoute) => {
      const prefix = requestNoPrefix(timings.priority, place.iata, timings.requested_at);
      const number = (taken.get(prefix) ?? 0) + 1;
      taken.set(prefix, number);
      const defect = seq.pick(defects);
      const dispatched = timings.dispatched_at !== null;
      planned.push({
        timings,
        route: dispatched ? route : null,
        values: {
          region_id: region.id,
          request_no: formatRequestNo(timings.priority, place.iata, timings.requested_at, number),
          customer_id: seq.pick(customerRows).id,
          airport_id: place.id,
          station_id: dispatched ? route.station_id : null,
          aircraft_type_id: seq.chance(0.8) ? seq.pick(types).id : null,
          registration: registration(seq, seq.pick(registrationPrefix[region.code] ?? ['F-'])),
          flight_no: seq.chance(0.7) ? `${seq.pick(['AF', 'KL', 'LH', 'SK', 'AY', 'AC', 'WS', 'DL'])}${seq.int(100, 2999)}` : null,
          caller_name: seq.pick(callers),
          caller_phone: `+${seq.int(1, 49)} ${seq.int(100, 999)} ${seq.int(100, 999)} ${seq.int(1000, 9999)}`,
          priority: timings.priority,
          defect: defect.text,
          ata_chapter: defect.ata,
          mel_status: seq.pick(['unknown', 'not_deferrable', 'deferrable', 'deferred'] as const),
          status: timings.status,
          requested_at: timings.requested_at,
          road_trip_id: dispatched ? route.road_trip_id : null,
          eta_at: dispatched ? timings.eta_at : null,
          travel_km: dispatched ? route.distance_km : null,
          dispatched_at: timings.dispatched_at,
          en_route_at: timings.en_route_at,
          on_site_at: timings.on_site_at,
          completed_at: timings.completed_at,
          closed_at: timings.closed_at,
          cancelled_at: timings.cancelled_at,
          cancel_reason: timings.status === 'cancelled' ? seq.pick(cancelReasons) : null,
          first_time_fix: timings.first_time_fix,
          resolution: timings.completed_at ? 'Troubleshot per AMM, component replaced, operational test satisfactory' : null,
          created_by: desk?.id ?? null,
        },
      });
    };
    for (let day = -14; day < 0; day++) {
      const calls = seq.int(2, 4);
      for (let i = 0; i < calls; i++) {
        const requestedAt = new Date(
          Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, seq.int(5, 20), seq.int(0, 59)),
        );
        const place = seq.pick(places);
        const route = chooseRoute(place, requestedAt);
        if (route) plan(pastTimings(seq, requestedAt, route, now), place, route);
      }
    }
    const openCount = seq.int(2, 4);
    for (let i = 0; i < openCount; i++) {
      const place = seq.pick(places);
      const route = chooseRoute(place, now);
      // Each region shows other statuses first: the board has every open status across the demo.
      if (route) plan(openTimings(seq, i + regionIndex, route, now), place, route);
    }
  }
  if (!planned.length) return;

  const stationIds = [...new Set(planned.flatMap((p) => (p.values.station_id ? [p.values.station_id] : [])))];
  // The station's service van goes on every job it sends.
  const vans = stationIds.length
    ? await tx
        .select({ id: trucks.id, station: trucks.station_id })
        .from(trucks)
        .where(and(inArray(trucks.station_id, stationIds), eq(trucks.type, 'service_van')))
    : [];
  const vanOf = (stationId: number | null | undefined) => vans.find((van) => van.station === stationId)?.id ?? null;
  const inserted = await tx
    .insert(onCallRequests)
    .values(planned.map((p) => ({ ...p.values, truck_id: vanOf(p.values.station_id) })))
    .returning({ id: onCallRequests.id });
  const crewByStation = new Map<number, { id: number }[]>();
  if (stationIds.length) {
    const people = await tx
      .select({ id: technicians.id, station: technicians.home_station_id })
      .from(technicians)
      .where(and(inArray(technicians.home_station_id, stationIds), eq(technicians.active, true)))
      .orderBy(asc(technicians.id));
    for (const person of people) crewByStation.set(person.station!, [...(crewByStation.get(person.station!) ?? []), person]);
  }

  const events: (typeof onCallEvents.$inferInsert)[] = [];
  const crews: (typeof onCallTechnicians.$inferInsert)[] = [];
  const parts: PartUsed[] = [];
  const costs: (typeof onCallExpenses.$inferInsert)[] = [];
  const receipts: (typeof storedFiles.$inferInsert)[] = [];
  const keptReceipt = (content: Buffer, createdBy: number | null) => {
    const file = storedFileRow({ folder: storedFolders.expenseReceipts, extension: 'pdf', content, createdBy });
    receipts.push(file);
    return file.path;
  };
  planned.forEach((p, index) => {
    const requestId = inserted[index].id;
    const steps = stepsOf(p.timings);
    steps.forEach((step, i) =>
      events.push({
        request_id: requestId,
        from_status: i ? steps[i - 1].to : null,
        to_status: step.to,
        at: step.at,
        recorded_by: p.values.created_by ?? null,
      }),
    );
    const stationId = p.values.station_id;
    if (!stationId || !p.route) return;
    const people = crewByStation.get(stationId) ?? [];
    const size = Math.min(people.length, p.timings.priority === 'aog' ? 2 : 1);
    const start = seq.int(0, Math.max(0, people.length - 1));
    const onJob =
      p.timings.on_site_at && p.timings.completed_at ? (p.timings.completed_at.getTime() - p.timings.on_site_at.getTime()) / minute : null;
    const lead = size ? people[start % people.length].id : null;
    for (let i = 0; i < size; i++) {
      crews.push({
        request_id: requestId,
        technician_id: people[(start + i) % people.length].id,
        role: i === 0 ? 'lead' : 'support',
        // Paid door to door: the job and the drive both ways.
        worked_minutes: onJob === null ? null : Math.round(onJob + 2 * p.route.travel_minutes),
        dispatched_by: p.values.created_by ?? null,
      });
    }
    if (p.timings.completed_at && materialRows.length && seq.chance(0.6)) {
      const material = seq.pick(materialRows);
      parts.push({
        request_id: requestId,
        station_id: stationId,
        region_id: p.values.region_id,
        material,
        quantity: material.tracking === 'serial' ? 1 : seq.int(1, 2),
        serial: `SN${seq.int(10000, 99999)}`,
        cert_no: `EASA-F1-${seq.int(1000, 9999)}`,
        received_at: p.timings.on_site_at ?? p.timings.dispatched_at!,
        fitted_at: p.timings.completed_at,
        by: p.values.created_by ?? null,
      });
    }
    const incurred = p.timings.on_site_at ?? p.timings.dispatched_at!;
    const add = (code: string, quantity: number, withReceipt: boolean) => {
      const type = expenseByCode.get(code);
      if (!type) return;
      const amount = expenseAmount(quantity, type.default_rate);
      costs.push({
        request_id: requestId,
        expense_id: type.id,
        technician_id: lead,
        quantity,
        rate: type.default_rate,
        amount,
        currency: type.currency,
        incurred_at: incurred,
        receipt_name: withReceipt ? `${code.toLowerCase()}-${p.values.request_no}.pdf` : null,
        receipt_path: withReceipt
          ? keptReceipt(
              receiptPdf([
                `${type.name}`,
                `${p.values.request_no}`,
                `${quantity} x ${type.default_rate} ${type.currency} = ${amount} ${type.currency}`,
              ]),
              p.values.created_by ?? null,
            )
          : null,
        recorded_by: p.values.created_by ?? null,
      });
    };
    if (p.route.source === 'great_circle' && p.route.travel_minutes > 0) add('MILEAGE', Math.round((p.route.distance_km ?? 0) * 2), false);
    if (p.timings.completed_at && seq.chance(0.4)) add('MEAL', 1, seq.chance(0.7));
    if (p.timings.completed_at && seq.chance(0.2)) add('PARKING', 1, true);
  });
  await tx.insert(onCallEvents).values(events);
  if (crews.length) await tx.insert(onCallTechnicians).values(crews);
  for (const part of parts) await fitPart(tx, part, form1?.id ?? null);
  if (receipts.length) await tx.insert(storedFiles).values(receipts);
  if (costs.length) await tx.insert(onCallExpenses).values(costs);
}
