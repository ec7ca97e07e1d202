import { dueStatus } from '../../dueStatus';
import type { AllocationKind } from './enums';
import { passed, refused, type RuleResult } from './ruleResult';
import type { AllocationRuleName } from './ruleNames';

export interface AllocatedResource {
  /** assetStatuses for trucks and equipment, toolStatuses for calibrated tools. */
  status: string;
  /** A calibrated tool's next calibration (ISO day); empty: never calibrated. */
  next_due: string | null;
  next_service_date: string | null;
  region_id: number;
  station_id: number | null;
}

export interface AllocationContext {
  /** Kept for the contract's shape; the day of use (localDate) decides. */
  now?: Date;
  /** The activity's station-local day: the day the resource is used. */
  localDate: string;
  kind: AllocationKind;
  resource: AllocatedResource;
  activity: { region_id: number; station_id: number };
}

function resourceStatus({ kind, resource }: AllocationContext): RuleResult<'resource_status'> {
  if (kind === 'calibrated_tool') {
    return resource.status === 'in_service' ? passed('resource_status') : refused('resource_status', 'not_in_service', { status: resource.status });
  }
  return resource.status === 'serviceable' ? passed('resource_status') : refused('resource_status', 'not_serviceable', { status: resource.status });
}

/** domain.md: a tool past its calibration due date must not be used; the due day itself still counts. */
function calibrationDue({ resource, localDate }: AllocationContext): RuleResult<'calibration_due'> {
  if (!resource.next_due) return refused('calibration_due', 'never_calibrated');
  if (dueStatus(resource.next_due, localDate) === 'overdue') return refused('calibration_due', 'overdue', { next_due: resource.next_due.slice(0, 10) });
  return passed('calibration_due');
}

/**
 * Issue 12 §4: a truck, equipment or calibrated tool of the activity's region, usable on the day;
 * the calibration rule only for tools.
 */
export function evaluateAllocation(context: AllocationContext): RuleResult<AllocationRuleName>[] {
  const region = context.resource.region_id === context.activity.region_id ? passed('same_region') : refused('same_region', 'other_region');
  const results: RuleResult<AllocationRuleName>[] = [region, resourceStatus(context)];
  if (context.kind === 'calibrated_tool') results.push(calibrationDue(context));
  return results;
}
