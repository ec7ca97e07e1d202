import { evaluateAvailability, type BookableResource, type Period, type Transit } from '../resource_allocation';
import type { AllocationKind } from './enums';
import { passed, refused, type RuleResult } from './ruleResult';
import type { AllocationRuleName } from './ruleNames';

export interface AllocatedResource extends Omit<BookableResource, 'kind'> {
  region_id: number;
  station_id: number | null;
}

export interface AllocationContext {
  /** Not read, kept for the callers that pass it; the day of use (localDate) decides. */
  now?: Date;
  /** The activity's station-local day: the day the resource is used. */
  localDate: string;
  kind: AllocationKind;
  resource: AllocatedResource;
  activity: { region_id: number; station_id: number };
  /** The activity's window and the resource's transfers on the road, when the server knows them. */
  window?: Period;
  transits?: readonly Transit[];
}

/**
 * A truck, equipment or calibrated tool of the activity's region, usable on the day — the
 * Resources tab's availability rules (docs/modules/resource_allocation.md, one rule set for every booking).
 */
export function evaluateAllocation(context: AllocationContext): RuleResult<AllocationRuleName>[] {
  const region = context.resource.region_id === context.activity.region_id ? passed('same_region') : refused('same_region', 'other_region');
  const availability = evaluateAvailability({
    resource: { ...context.resource, kind: context.kind },
    lastDay: context.localDate,
    period: context.window,
    transits: context.transits,
  });
  return [region, ...availability];
}
