import type { FluidFacts, StepFacts, TreatmentFacts } from '../../../../../model/modules/de_icing/mixingRules';
import type { DeIcingFluid } from '../../deIcingApi';
import type { TreatmentValues } from './treatmentFormValues';

/** The fluids the rules read, by id. */
export const fluidMap = (fluids: readonly DeIcingFluid[]): ReadonlyMap<number, FluidFacts> =>
  new Map(fluids.map((fluid) => [fluid.id, fluid]));

/**
 * The form's values as the rules take them, once there is enough to judge: an OAT and every step
 * with its fluid, mix and start. Until then the verdict waits (null) rather than refusing a half-typed form.
 */
export function treatmentFacts(values: Partial<TreatmentValues>): TreatmentFacts | null {
  const steps = values.steps ?? [];
  if (values.oat_c === null || values.oat_c === undefined || !values.procedure || steps.length === 0) return null;
  const facts: StepFacts[] = [];
  for (const step of steps) {
    if (!step.fluid_id || step.concentration == null || !step.started_at) return null;
    facts.push({
      purpose: step.purpose,
      fluid_id: step.fluid_id,
      concentration: step.concentration,
      freezing_point_c: step.freezing_point_c ?? null,
      started_at: new Date(step.started_at),
      ended_at: step.ended_at ? new Date(step.ended_at) : null,
    });
  }
  return { oat_c: Number(values.oat_c), procedure: values.procedure, steps: facts };
}
