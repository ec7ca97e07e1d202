import type { FluidType, StepPurpose, TreatmentProcedure } from './enums';
import { hoursAndMinutes } from '../../core/duration';
import { passed, refused, warned, type DeIcingRuleResult } from './ruleResult';

/** What the rules know of a fluid product (de_icing_fluids). */
export interface FluidFacts {
  id: number;
  name: string;
  fluid_type: FluidType;
  active: boolean;
  lout_100_c: number | null;
  lout_75_c: number | null;
  lout_50_c: number | null;
  /** Type I: the lowest temperature at which it passes the aerodynamic acceptance test (fluid data). */
  aerodynamic_limit_c?: number | null;
}

export interface StepFacts {
  purpose: StepPurpose;
  fluid_id: number;
  /** % fluid in the mix; 0 = heated water alone (SAE AS6285: the de-icing step of two, at OAT −3 °C and above). */
  concentration: number;
  freezing_point_c?: number | null;
  started_at: Date;
  ended_at?: Date | null;
}

export interface TreatmentFacts {
  oat_c: number;
  procedure: TreatmentProcedure;
  steps: readonly StepFacts[];
}

/** SAE ARP4737 / FAA HOT guidelines: the anti-icing step should follow the de-icing step within about 3 minutes. */
export const twoStepGapMinutes = 3;
/** SAE AS6285: Type I fluid freezing point at least 10 °C below OAT (one-step and the anti-icing step). */
export const typeIMarginC = 10;
/** SAE AS6285: Type II/III/IV fluid freezing point at least 7 °C below OAT (one-step and the anti-icing step). */
export const thickenedMarginC = 7;
/** SAE AS6285: the first step of two removes contamination only, so its freezing point may be up to 3 °C above OAT. */
export const firstStepAboveOatC = 3;
/** SAE AS6285: heated water alone may be the first step of two at OAT −3 °C and above (water freezes at 0 °C). */
export const heatedWaterMinOatC = -firstStepAboveOatC;

const stepNo = (index: number) => index + 1;

/**
 * The de-icing step of a two-step treatment: the anti-icing step covers it within minutes, so it is
 * judged by the 3 °C rule, not by the buffers that protect the aircraft until take-off.
 */
const firstOfTwo = (procedure: TreatmentProcedure, index: number, step: StepFacts) =>
  procedure === 'two_step' && index === 0 && step.purpose === 'de_icing';
/** Heated water, no fluid in the mix: it takes no fluid from stock and names no batch. */
export const isHeatedWater = (step: { concentration?: number | null }) => step.concentration === 0;

function fluidsKnown(steps: readonly StepFacts[], fluids: ReadonlyMap<number, FluidFacts>): DeIcingRuleResult<'fluid_known'> {
  const missing = steps.findIndex((s) => !fluids.has(s.fluid_id));
  if (missing >= 0) return refused('fluid_known', 'unknown', { step: stepNo(missing) });
  const inactive = steps.findIndex((s) => !fluids.get(s.fluid_id)!.active);
  if (inactive >= 0)
    return refused('fluid_known', 'inactive', { step: stepNo(inactive), fluid: fluids.get(steps[inactive].fluid_id)!.name });
  return passed('fluid_known');
}

/** One-step: a single anti-icing application; two-step: de-icing then anti-icing (docs/modules/de_icing.md). */
export function procedureSteps({ procedure, steps }: TreatmentFacts): DeIcingRuleResult<'procedure_steps'> {
  if (procedure === 'one_step') {
    if (steps.length !== 1) return refused('procedure_steps', 'one_step_count', { count: steps.length });
    return passed('procedure_steps');
  }
  if (steps.length !== 2) return refused('procedure_steps', 'two_step_count', { count: steps.length });
  if (steps[0].purpose !== 'de_icing' || steps[1].purpose !== 'anti_icing') return refused('procedure_steps', 'two_step_order');
  return passed('procedure_steps');
}

/** Steps happen one after another: each ends after it starts and starts after the previous one. */
export function stepsInOrder({ steps }: TreatmentFacts): DeIcingRuleResult<'steps_in_order'> {
  const backwards = steps.findIndex((s) => s.ended_at && s.ended_at.getTime() < s.started_at.getTime());
  if (backwards >= 0) return refused('steps_in_order', 'ends_before_start', { step: stepNo(backwards) });
  for (let i = 1; i < steps.length; i++) {
    const previous = steps[i - 1];
    const previousEnd = (previous.ended_at ?? previous.started_at).getTime();
    if (steps[i].started_at.getTime() < previousEnd) return refused('steps_in_order', 'starts_before_previous', { step: stepNo(i) });
  }
  return passed('steps_in_order');
}

/**
 * SAE AS6285: Type I is mixed to a freezing point at least 10 °C below OAT in a one-step treatment
 * and in the anti-icing step; the freezing point is measured on every Type I step (the first of two
 * is judged by `firstStepFreezingPoint`).
 */
export function typeIFreezingPoint(
  { oat_c, procedure, steps }: TreatmentFacts,
  fluids: ReadonlyMap<number, FluidFacts>,
): DeIcingRuleResult<'type_i_freezing_point'> {
  const limit = oat_c - typeIMarginC;
  for (const [index, step] of steps.entries()) {
    if (fluids.get(step.fluid_id)?.fluid_type !== 'I' || isHeatedWater(step)) continue;
    if (step.freezing_point_c === null || step.freezing_point_c === undefined)
      return refused('type_i_freezing_point', 'missing', { step: stepNo(index) });
    if (firstOfTwo(procedure, index, step)) continue;
    if (step.freezing_point_c > limit) {
      return refused('type_i_freezing_point', 'too_warm', { step: stepNo(index), freezing_point: step.freezing_point_c, limit });
    }
  }
  return passed('type_i_freezing_point');
}

/** SAE AS6285: Type II/III/IV freezing point at least 7 °C below OAT, when measured, in a one-step treatment and the anti-icing step. */
export function thickenedFreezingPoint(
  { oat_c, procedure, steps }: TreatmentFacts,
  fluids: ReadonlyMap<number, FluidFacts>,
): DeIcingRuleResult<'freezing_point'> {
  const limit = oat_c - thickenedMarginC;
  for (const [index, step] of steps.entries()) {
    const type = fluids.get(step.fluid_id)?.fluid_type;
    if (
      !type ||
      type === 'I' ||
      firstOfTwo(procedure, index, step) ||
      step.freezing_point_c === null ||
      step.freezing_point_c === undefined
    )
      continue;
    if (step.freezing_point_c > limit)
      return refused('freezing_point', 'too_warm', { step: stepNo(index), freezing_point: step.freezing_point_c, limit });
  }
  return passed('freezing_point');
}

/**
 * SAE AS6285, the first step of a two-step treatment: its freezing point no more than 3 °C above OAT
 * (when measured); heated water alone only there, and only at OAT −3 °C and above.
 */
export function firstStepFreezingPoint({ oat_c, procedure, steps }: TreatmentFacts): DeIcingRuleResult<'first_step_freezing_point'> {
  const limit = oat_c + firstStepAboveOatC;
  for (const [index, step] of steps.entries()) {
    if (!firstOfTwo(procedure, index, step)) {
      if (isHeatedWater(step)) return refused('first_step_freezing_point', 'water_not_first_step', { step: stepNo(index) });
      continue;
    }
    if (isHeatedWater(step)) {
      if (oat_c < heatedWaterMinOatC)
        return refused('first_step_freezing_point', 'water_too_cold', { step: stepNo(index), limit: heatedWaterMinOatC });
      continue;
    }
    if (step.freezing_point_c !== null && step.freezing_point_c !== undefined && step.freezing_point_c > limit)
      return refused('first_step_freezing_point', 'too_warm', { step: stepNo(index), freezing_point: step.freezing_point_c, limit });
  }
  return passed('first_step_freezing_point');
}

/**
 * SAE AS6285: the LOUT of a Type I fluid is the higher of its aerodynamic limit and its freezing
 * point + 10 °C; null when neither is known.
 */
export function typeILout(fluid: FluidFacts, freezingPointC: number | null | undefined): number | null {
  const limits = [fluid.aerodynamic_limit_c, freezingPointC == null ? null : freezingPointC + typeIMarginC].filter(
    (limit): limit is number => limit !== null && limit !== undefined,
  );
  return limits.length ? Math.max(...limits) : null;
}

/** The fluid's lowest operational use temperature at a concentration; null when the maker gives none. */
export function loutAt(fluid: FluidFacts, concentration: number): number | null {
  if (concentration === 100) return fluid.lout_100_c;
  if (concentration === 75) return fluid.lout_75_c;
  if (concentration === 50) return fluid.lout_50_c;
  return null;
}

/**
 * SAE AS6285 / FAA HOT guidelines: a fluid is never used below its LOUT — a Type II/III/IV fluid's for
 * its concentration; a Type I fluid's (`typeILout`) in a one-step treatment and the anti-icing step,
 * the fluid that stays on the wing for take-off.
 */
export function aboveLout({ oat_c, procedure, steps }: TreatmentFacts, fluids: ReadonlyMap<number, FluidFacts>): DeIcingRuleResult<'lout'> {
  for (const [index, step] of steps.entries()) {
    const fluid = fluids.get(step.fluid_id);
    if (!fluid || isHeatedWater(step)) continue;
    if (fluid.fluid_type === 'I') {
      const lout = firstOfTwo(procedure, index, step) ? null : typeILout(fluid, step.freezing_point_c);
      if (lout !== null && oat_c < lout) return refused('lout', 'below_type_i_lout', { step: stepNo(index), fluid: fluid.name, lout });
      continue;
    }
    const lout = loutAt(fluid, step.concentration);
    if (lout === null) return refused('lout', 'no_lout', { step: stepNo(index), fluid: fluid.name, concentration: step.concentration });
    if (oat_c < lout)
      return refused('lout', 'below_lout', { step: stepNo(index), fluid: fluid.name, concentration: step.concentration, lout });
  }
  return passed('lout');
}

/** FAA HOT guidelines: in two-step, the anti-icing step starts within about 3 minutes of the de-icing step's end — a warning. */
export function twoStepGap({ procedure, steps }: TreatmentFacts): DeIcingRuleResult<'two_step_gap'> {
  if (procedure !== 'two_step' || steps.length !== 2) return passed('two_step_gap');
  const firstEnd = (steps[0].ended_at ?? steps[0].started_at).getTime();
  const gap = (steps[1].started_at.getTime() - firstEnd) / 60_000;
  return gap > twoStepGapMinutes
    ? warned('two_step_gap', 'too_long', {
        minutes: Math.round(gap),
        limit: twoStepGapMinutes,
        duration: hoursAndMinutes(gap),
        limit_duration: hoursAndMinutes(twoStepGapMinutes),
      })
    : passed('two_step_gap');
}

/** Every rule of a treatment's steps, each checked so a refusal names all that fail; warnings carry `warning: true`. */
export function checkSteps(treatment: TreatmentFacts, fluids: ReadonlyMap<number, FluidFacts>): DeIcingRuleResult[] {
  const known = fluidsKnown(treatment.steps, fluids);
  return [
    known,
    procedureSteps(treatment),
    stepsInOrder(treatment),
    typeIFreezingPoint(treatment, fluids),
    thickenedFreezingPoint(treatment, fluids),
    firstStepFreezingPoint(treatment),
    aboveLout(treatment, fluids),
    twoStepGap(treatment),
  ];
}
