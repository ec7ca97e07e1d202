import { statusVerdict } from '../resource_allocation';
import { isHeatedWater } from './mixingRules';
import { passed, refused, type DeIcingRuleResult } from './ruleResult';

/** A stock lot (fluid batch) of the station: its material, its name and the litres in it. */
export interface StationLot {
  material_id: number;
  lot: string;
  quantity: number;
}

/** A truck or a piece of equipment that may spray, as the step rules read it. */
export interface Sprayer {
  id: number;
  name: string;
  station_id: number;
  status: string;
}

/** What a step names: its fluid and litres, the batch sprayed and the truck or equipment that sprayed it. */
export interface StepResourceFacts {
  fluid_id: number;
  /** % fluid in the mix; 0 = heated water, which draws nothing from stock. */
  concentration?: number | null;
  litres: number;
  lot?: string | null;
  truck_id?: number | null;
  equipment_id?: number | null;
}

export interface StepResourceContext {
  station_id: number;
  /** The fluids by id: their name, and the stock material they are kept as (null: not kept in stock). */
  fluids: ReadonlyMap<number, { name: string; material_id: number | null }>;
  /** The station's lots of the fluids' materials (on an edit, with what the treatment had taken given back). */
  lots: readonly StationLot[];
  trucks: ReadonlyMap<number, Sprayer>;
  equipment: ReadonlyMap<number, Sprayer>;
}

const lotLabel = (lot: string) => lot || '—';

/**
 * The fluid batch of every step (SAE AS6286 and ICAO Doc 9640: the fluid sprayed is traceable to
 * its batch and its quality checks): a step of a fluid kept in stock names one of the station's lots
 * of that fluid's material, and the lot holds the litres — all the steps spraying the same lot
 * together. A fluid not kept in stock has no batch to name, nor has heated water (SAE AS6285: the
 * first step of two at OAT −3 °C and above; it draws nothing from stock).
 */
export function stepBatchVerdicts(steps: readonly StepResourceFacts[], context: StepResourceContext): DeIcingRuleResult<'step_batch'>[] {
  const asked = new Map<string, number>();
  for (const step of steps) {
    const material = context.fluids.get(step.fluid_id)?.material_id;
    if (material == null || step.lot == null || isHeatedWater(step)) continue;
    const key = `${material}\u0000${step.lot}`;
    asked.set(key, (asked.get(key) ?? 0) + Number(step.litres || 0));
  }
  return steps.map((step, index) => {
    const fluid = context.fluids.get(step.fluid_id);
    if (!fluid || fluid.material_id == null || isHeatedWater(step)) return passed('step_batch');
    const n = index + 1;
    if (step.lot == null) return refused('step_batch', 'missing', { step: n, fluid: fluid.name });
    const lot = context.lots.find((candidate) => candidate.material_id === fluid.material_id && candidate.lot === step.lot);
    if (!lot || lot.quantity <= 0) return refused('step_batch', 'unknown', { step: n, lot: lotLabel(step.lot), fluid: fluid.name });
    const requested = asked.get(`${fluid.material_id}\u0000${step.lot}`) ?? 0;
    return requested > lot.quantity
      ? refused('step_batch', 'insufficient', { step: n, lot: lotLabel(step.lot), fluid: fluid.name, requested, available: lot.quantity })
      : passed('step_batch');
  });
}

/**
 * The truck or equipment that sprayed every step: one of them named, at the treatment's station, and
 * serviceable — the resource status rule of the Resources tab (EASA Part-145 145.A.40: unserviceable
 * equipment is never used; SAE AS6286: the de-icing equipment is maintained and fit for use).
 */
export function stepSprayerVerdicts(
  steps: readonly StepResourceFacts[],
  context: StepResourceContext,
): DeIcingRuleResult<'step_sprayer'>[] {
  return steps.map((step, index) => {
    const n = index + 1;
    const kind = step.truck_id ? 'truck' : step.equipment_id ? 'equipment' : null;
    if (!kind) return refused('step_sprayer', 'missing', { step: n });
    const sprayer = kind === 'truck' ? context.trucks.get(step.truck_id!) : context.equipment.get(step.equipment_id!);
    if (!sprayer || sprayer.station_id !== context.station_id) return refused('step_sprayer', 'not_at_station', { step: n });
    const status = statusVerdict(kind, sprayer.status);
    return status.ok
      ? passed('step_sprayer')
      : refused('step_sprayer', 'not_serviceable', { step: n, name: sprayer.name, status: sprayer.status });
  });
}

/** Both step rules, failed ones first named by step. */
export const stepResourceVerdicts = (steps: readonly StepResourceFacts[], context: StepResourceContext): DeIcingRuleResult[] => [
  ...stepBatchVerdicts(steps, context),
  ...stepSprayerVerdicts(steps, context),
];
