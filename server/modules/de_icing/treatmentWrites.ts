import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { antiIcingCode } from '../../../model/modules/de_icing/antiIcingCode';
import { hotCondition } from '../../../model/modules/de_icing/conditions';
import { holdoverWindow, hotTableFor, windowMinutes } from '../../../model/modules/de_icing/holdover';
import { checkMetarTime } from '../../../model/modules/de_icing/metar';
import { checkSteps, isHeatedWater, type TreatmentFacts } from '../../../model/modules/de_icing/mixingRules';
import {
  acceptedWarnings,
  refusals,
  warnings,
  type AcceptedWarning,
  type DeIcingRuleResult,
} from '../../../model/modules/de_icing/ruleResult';
import { crewQualification, crewVerdicts } from '../../../model/modules/de_icing/crewQualification';
import { stepResourceVerdicts } from '../../../model/modules/de_icing/stepResources';
import type { TreatmentBody, TreatmentStepBody } from '../../../model/modules/de_icing/treatmentSchemas';
import type { WingMaterial } from '../../../model/modules/de_icing/enums';
import { utcToLocal } from '../../../model/core/localTime';
import { recordAudit } from '../../audit';
import type { Database } from '../../db/client';
import { deIcingOperators, deIcingSteps, deIcingTreatments } from '../../db/schema';
import { ApiError, invalid } from '../../errors';
import { failedRuleTexts } from '../../core/ruleRefusal';
import { memberStation, type StationFacts } from '../../core/stations';
import { holdTruck, releaseTruckHold } from '../../core/workItem/truckHolds';
import { recordMovements, StockShortage, type NewMovement } from '../stock';
import { fluidsById, missingReferences, openConsumption, type ActiveHotTable, type FluidRow, type TreatmentRow } from './treatmentQueries';
import { deIcingCrew, withGivenBack } from './crewQueries';
import { saveContext, type SaveContext } from './saveContext';

const asDate = (value: string | null | undefined) => (value ? new Date(value) : null);

function factsOf(body: TreatmentBody): TreatmentFacts {
  return {
    oat_c: body.oat_c,
    procedure: body.procedure,
    steps: body.steps.map((s) => ({ ...s, started_at: new Date(s.started_at), ended_at: asDate(s.ended_at) })),
  };
}

/**
 * The rules of the steps (model/modules/de_icing/mixingRules.ts): a refusal names every failed rule in
 * `errors.steps`; a warning (two-step gap) refuses too until the operator accepts it, then it is kept.
 */
function judgeSteps(
  request: FastifyRequest,
  body: TreatmentBody,
  fluids: Map<number, FluidRow>,
  crewAndSteps: readonly DeIcingRuleResult[],
): AcceptedWarning[] {
  const results = [...checkSteps(factsOf(body), fluids), ...crewAndSteps];
  const refused = refusals(results);
  if (refused.length) {
    // Each text on the field it concerns: the crew on the operators, a batch on the stock (as a shortage is).
    const fieldOf = (rule: string) => (rule === 'operator_qualified' ? 'operator_ids' : rule === 'step_batch' ? 'stock' : 'steps');
    const errors: Record<string, string[]> = {};
    for (const result of refused) (errors[fieldOf(result.rule)] ??= []).push(...failedRuleTexts(request, [result]));
    throw new ApiError(422, 'de_icing.rules_failed', {}, undefined, {
      errors,
      rules: results,
    });
  }
  const warned = warnings(results);
  if (warned.length && !body.accept_warnings) {
    throw new ApiError(422, 'de_icing.warnings_need_acceptance', {}, undefined, {
      errors: { warnings: failedRuleTexts(request, warned) },
      warnings: warned,
    });
  }
  return acceptedWarnings(results);
}

/**
 * The METAR's time (model/modules/de_icing/metar.ts): one from the future refuses, one older than the
 * station's reporting interval at the final step's start is a warning to accept.
 */
function metarVerdict(body: TreatmentBody, intervalMinutes: number): DeIcingRuleResult {
  return checkMetarTime({ metar: body.metar, now: new Date(), treatedAt: new Date(body.steps.at(-1)!.started_at), intervalMinutes });
}

/**
 * The HOT window of the final step from the active table, kept with the treatment (a later import does
 * not change it): none when the table is not valid on the treatment's station-local date, from the
 * rows for the aircraft's wing.
 */
function holdoverOf(
  set: ActiveHotTable | null,
  body: TreatmentBody,
  final: TreatmentStepBody,
  fluid: FluidRow,
  localDate: string,
  wing: WingMaterial,
) {
  const condition = hotCondition(body.precipitation, body.intensity);
  if (!set || !condition)
    return { hot_table_set_id: set?.id ?? null, holdover: null, holdover_min_minutes: null, holdover_max_minutes: null };
  const { table } = hotTableFor(set, localDate, wing);
  if (!table)
    return {
      hot_table_set_id: set.id,
      holdover: { kind: 'none' as const, match: 'no_valid_table' as const, condition, row_id: null },
      holdover_min_minutes: null,
      holdover_max_minutes: null,
    };
  const lookup = holdoverWindow(table, {
    fluidType: fluid.fluid_type,
    brand: fluid.hot_brand,
    concentration: final.concentration,
    oatC: body.oat_c,
    condition,
  });
  const { min, max } = windowMinutes(lookup.window);
  return {
    hot_table_set_id: set.id,
    holdover: { ...lookup.window, match: lookup.match, condition, row_id: lookup.row?.id ?? null },
    holdover_min_minutes: min,
    holdover_max_minutes: max,
  };
}

function shortage(request: FastifyRequest, error: StockShortage, fluids: Map<number, FluidRow>): ApiError {
  const fluid = [...fluids.values()].find((f) => f.material_id === error.material_id);
  const text = request.t('de_icing.stock_insufficient', {
    fluid: fluid?.name ?? '',
    requested: error.requested,
    available: error.available,
  });
  return new ApiError(
    422,
    'de_icing.stock_insufficient',
    { fluid: fluid?.name ?? '', requested: error.requested, available: error.available },
    { stock: [text] },
  );
}

/**
 * The crew's qualification on the day of the first step at the station (operator_qualified) and each
 * step's batch and sprayer (step_batch, step_sprayer): docs/modules/de_icing.md, "Crew and batch".
 * On an edit the lots count what the treatment had taken, given back before it takes again.
 */
function crewAndStepVerdicts(
  body: TreatmentBody,
  station: StationFacts,
  context: SaveContext,
  given: readonly { material_id: number; lot: string; quantity: number }[],
): DeIcingRuleResult[] {
  const firstStart = new Date(Math.min(...body.steps.map((step) => new Date(step.started_at).getTime())));
  const lots = withGivenBack(context.lots, given);
  return [
    ...crewVerdicts(context.crew, { operator_ids: [...new Set(body.operator_ids)] }, utcToLocal(firstStart, station.time_zone).date),
    ...stepResourceVerdicts(body.steps, { station_id: station.id, fluids: context.fluids, lots, ...context.sprayers }),
  ];
}

/**
 * The fluid leaves the station's stock in the treatment's transaction: one consumption movement per
 * step from the step's batch (its lot), none for heated water, an edit first giving back what the treatment had taken to the lot it came from. Materials are taken in id order so two
 * treatments using the same two fluids lock the stock rows in the same order (no deadlock).
 */
async function consumeFluid(
  tx: Database,
  request: FastifyRequest,
  treatmentId: number,
  station: StationFacts,
  steps: readonly TreatmentStepBody[],
  fluids: Map<number, FluidRow>,
  given: Awaited<ReturnType<typeof openConsumption>>,
) {
  const session = request.requireSession();
  const taken = steps
    .filter((step) => !isHeatedWater(step))
    .map((step) => ({ step, material_id: fluids.get(step.fluid_id)!.material_id }))
    .filter((s): s is { step: TreatmentStepBody; material_id: number } => s.material_id !== null);
  const materials = [...new Set([...given.map((g) => g.material_id), ...taken.map((t) => t.material_id)])].sort((a, b) => a - b);
  const now = new Date();
  const movements: NewMovement[] = materials.flatMap((material_id) => [
    ...given
      .filter((g) => g.material_id === material_id)
      .map((old): NewMovement => ({
        region_id: old.region_id,
        station_id: old.station_id,
        material_id,
        lot: old.lot,
        kind: 'reversal',
        quantity: -old.quantity,
        moved_at: now,
        reverses_id: old.id,
        de_icing_treatment_id: treatmentId,
        reason: 'treatment edited',
        created_by: session.user.id,
      })),
    ...taken
      .filter((t) => t.material_id === material_id)
      .map(({ step }): NewMovement => ({
        region_id: station.region_id,
        station_id: station.id,
        material_id,
        lot: step.lot ?? '',
        kind: 'consumption',
        quantity: -step.litres,
        moved_at: new Date(step.started_at),
        de_icing_treatment_id: treatmentId,
        created_by: session.user.id,
      })),
  ]);
  try {
    await recordMovements(tx, movements);
  } catch (error) {
    if (error instanceof StockShortage) throw shortage(request, error, fluids);
    throw error;
  }
}

/** The steps and the crew replace the treatment's own: one statement inserts both (`npm run bench:deicing`). */
async function replaceChildren(tx: Database, treatmentId: number, body: TreatmentBody, fluids: Map<number, FluidRow>, edit: boolean) {
  if (edit) {
    await tx.delete(deIcingSteps).where(eq(deIcingSteps.treatment_id, treatmentId));
    await tx.delete(deIcingOperators).where(eq(deIcingOperators.treatment_id, treatmentId));
  }
  const steps = tx.insert(deIcingSteps).values(
    body.steps.map((step, position) => ({
      treatment_id: treatmentId,
      position,
      purpose: step.purpose,
      fluid_id: step.fluid_id,
      fluid_type: fluids.get(step.fluid_id)!.fluid_type,
      concentration: step.concentration,
      freezing_point_c: step.freezing_point_c ?? null,
      brix: step.brix ?? null,
      nozzle_temperature_c: step.nozzle_temperature_c ?? null,
      litres: step.litres,
      lot: isHeatedWater(step) ? null : (step.lot ?? null),
      truck_id: step.truck_id ?? null,
      equipment_id: step.equipment_id ?? null,
      started_at: new Date(step.started_at),
      ended_at: asDate(step.ended_at),
    })),
  );
  const operators = tx
    .insert(deIcingOperators)
    .values([...new Set(body.operator_ids)].map((technician_id) => ({ treatment_id: treatmentId, technician_id })));
  await tx.execute(sql`with steps as (${steps.getSQL()}) ${operators.getSQL()}`);
}

/** The code told to the crew, once checked; follows the final step when an edit moves it. */
function codeFor(fluid: FluidRow, final: TreatmentStepBody, station: StationFacts, checked: boolean) {
  return antiIcingCode({
    fluidType: fluid.fluid_type,
    concentration: final.concentration,
    finalStepStartedAt: new Date(final.started_at),
    timeZone: station.time_zone,
    brand: fluid.name,
    checked,
  });
}

/**
 * Records a treatment, or replaces one (`current`, locked, version checked by the caller): the station
 * in the caller's regions, the references in its region, every rule, the window from the active HOT
 * table, and the fluid taken from stock — all in the caller's transaction, audited.
 */
/** A step without an end yet holds the truck for this long. */
const openStepMinutes = 15;

/** The truck is held from the first step's start to the last step's end (docs/modules/resource_allocation.md). */
function treatmentPeriod(steps: readonly { started_at: string | Date; ended_at?: string | Date | null }[]) {
  const starts = steps.map((step) => new Date(step.started_at).getTime());
  const ends = steps.map((step) =>
    step.ended_at ? new Date(step.ended_at).getTime() : new Date(step.started_at).getTime() + openStepMinutes * 60_000,
  );
  return { starts_at: new Date(Math.min(...starts)), ends_at: new Date(Math.max(...ends)) };
}

export async function saveTreatment(tx: Database, request: FastifyRequest, body: TreatmentBody, current?: TreatmentRow): Promise<number> {
  const session = request.requireSession();
  const context = await saveContext(tx, session, body);
  const { station, missing, fluids } = context;
  if (!station) throw invalid({ station_id: 'validation.reference_missing' });
  if (missing.length) throw invalid(Object.fromEntries(missing.map((field) => [field, 'validation.reference_missing'])));
  const given = current ? await openConsumption(tx, current.id) : [];
  const accepted = judgeSteps(request, body, fluids, [
    ...crewAndStepVerdicts(body, station, context, given),
    metarVerdict(body, context.metar_interval_minutes),
  ]);
  const final = body.steps.at(-1)!;
  const finalFluid = fluids.get(final.fluid_id)!;
  const finalStart = new Date(final.started_at);
  const localDate = utcToLocal(finalStart, station.time_zone).date;
  const checked = current?.checked_at != null;
  const values = {
    region_id: station.region_id,
    station_id: station.id,
    local_date: localDate,
    pad: body.pad ?? null,
    customer_id: body.customer_id,
    flight_no: body.flight_no ?? null,
    aircraft_type_id: body.aircraft_type_id,
    registration: body.registration.toUpperCase(),
    truck_id: body.truck_id ?? null,
    oat_c: body.oat_c,
    precipitation: body.precipitation,
    intensity: body.intensity ?? null,
    metar: body.metar ?? null,
    procedure: body.procedure,
    surfaces: body.surfaces,
    final_step_started_at: finalStart,
    accepted_warnings: accepted,
    remarks: body.remarks ?? null,
    anti_icing_code: codeFor(finalFluid, final, station, checked),
    ...holdoverOf(context.hot_table, body, final, finalFluid, localDate, context.wing_material),
  };
  let id: number;
  if (current) {
    await tx
      .update(deIcingTreatments)
      .set({ ...values, version: sql`${deIcingTreatments.version} + 1`, updated_at: sql`now()` })
      .where(eq(deIcingTreatments.id, current.id));
    id = current.id;
  } else {
    [{ id }] = await tx
      .insert(deIcingTreatments)
      .values({ ...values, recorded_by: session.user.id })
      .returning({ id: deIcingTreatments.id });
  }
  await replaceChildren(tx, id, body, fluids, current !== undefined);
  // A new treatment without a truck holds none and had none to release.
  if (current || body.truck_id)
    await holdTruck(tx, request, { purpose: 'de_icing', id }, body.truck_id ?? null, treatmentPeriod(body.steps), session.user.id);
  await consumeFluid(tx, request, id, station, body.steps, fluids, given);
  const { accept_warnings: _accepted, ...changes } = body;
  await recordAudit(tx, request, {
    action: current ? 'update' : 'create',
    resource: 'de_icing_treatments',
    recordId: id,
    changes: { ...changes, accepted_warnings: accepted },
  });
  return id;
}

/** The checker holds a valid de-icing qualification on the day of the check (check_qualified); 422 naming the rule otherwise. */
async function judgeChecker(tx: Database, request: FastifyRequest, technicianId: number, day: string): Promise<void> {
  const checker = (await deIcingCrew(tx, [technicianId])).get(technicianId) ?? {
    id: technicianId,
    name: String(technicianId),
    de_icing_courses: [],
  };
  const verdict = crewQualification('check', checker, day);
  if (!verdict.ok)
    throw new ApiError(422, 'de_icing.rules_failed', {}, undefined, {
      errors: { check_technician_id: failedRuleTexts(request, [verdict]) },
      rules: [verdict],
    });
}

/** The post-de-icing/anti-icing check: who and when; the anti-icing code follows from it. */
export async function recordCheck(
  tx: Database,
  request: FastifyRequest,
  current: TreatmentRow,
  check: { check_technician_id: number; checked_at?: string | null },
): Promise<void> {
  if (current.status === 'cancelled') throw new ApiError(409, 'de_icing.treatment_cancelled');
  const missing = await missingReferences(
    tx,
    current.region_id,
    { customer_id: current.customer_id, aircraft_type_id: current.aircraft_type_id, operator_ids: [] },
    [check.check_technician_id],
  );
  if (missing.length) throw invalid({ check_technician_id: 'validation.reference_missing' });
  const checkedAt = check.checked_at ? new Date(check.checked_at) : new Date();
  if (current.final_step_started_at && checkedAt < current.final_step_started_at)
    throw invalid({ checked_at: 'de_icing.check_before_treatment' });
  const station = (await memberStation(tx, request.requireSession(), current.station_id))!;
  await judgeChecker(tx, request, check.check_technician_id, utcToLocal(checkedAt, station.time_zone).date);
  const [final] = await tx
    .select()
    .from(deIcingSteps)
    .where(eq(deIcingSteps.treatment_id, current.id))
    .orderBy(sql`${deIcingSteps.position} desc`)
    .limit(1);
  const fluid = (await fluidsById(tx, [final.fluid_id])).get(final.fluid_id)!;
  const code = antiIcingCode({
    fluidType: final.fluid_type,
    concentration: final.concentration,
    finalStepStartedAt: final.started_at,
    timeZone: station.time_zone,
    brand: fluid.name,
    checked: true,
  });
  await tx
    .update(deIcingTreatments)
    .set({
      check_technician_id: check.check_technician_id,
      checked_at: checkedAt,
      anti_icing_code: code,
      status: 'completed',
      version: sql`${deIcingTreatments.version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(deIcingTreatments.id, current.id));
  await recordAudit(tx, request, {
    action: 'check',
    resource: 'de_icing_treatments',
    recordId: current.id,
    changes: { check_technician_id: check.check_technician_id, checked_at: checkedAt.toISOString(), anti_icing_code: code },
  });
}

/**
 * Calls a treatment off with a reason. The fluid already sprayed stays consumed (it left the tank);
 * a wrong record is corrected by editing it, which gives back what it took.
 */
export async function cancelTreatment(tx: Database, request: FastifyRequest, current: TreatmentRow, reason: string): Promise<void> {
  if (current.status === 'cancelled') throw new ApiError(409, 'de_icing.treatment_cancelled');
  await tx
    .update(deIcingTreatments)
    .set({ status: 'cancelled', cancel_reason: reason, version: sql`${deIcingTreatments.version} + 1`, updated_at: sql`now()` })
    .where(eq(deIcingTreatments.id, current.id));
  await releaseTruckHold(tx, { purpose: 'de_icing', id: current.id });
  await recordAudit(tx, request, { action: 'cancel', resource: 'de_icing_treatments', recordId: current.id, changes: { reason } });
}
