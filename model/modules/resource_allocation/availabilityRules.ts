import { dueStatus } from '../../dueStatus';
import type { OverridePolicy } from '../../core/overridePolicy';
import { ruleCatalogue, type RuleResult } from '../../ruleCatalogue';
import type { BookableKind } from './enums';
import { periodsOverlap, type Period } from './overlap';

/**
 * Every reason a resource can be unavailable for a period (docs/modules/resource_allocation.md), `resource_allocation.rules.
 * <rule>.<reason>`. One rule set for every booking: the Resources timeline, the allocations made on
 * a Scheduled activity, an on-call dispatch's truck and a de-icing treatment's truck.
 */
export const availabilityReasons = {
  resource_status: ['not_serviceable', 'not_in_service'],
  out_for_calibration: ['at_laboratory'],
  calibration_due: ['overdue', 'never_calibrated'],
  service_due: ['passed'],
  insurance: ['expired'],
  in_transit: ['in_transit'],
} as const;

const catalogue = ruleCatalogue('resource_allocation', availabilityReasons);
export type AvailabilityRuleName = keyof typeof availabilityReasons;
export const availabilityRuleNames = Object.keys(availabilityReasons) as AvailabilityRuleName[];
/** Every reason key, for the translation files' completeness tests and the server's messages. */
export const availabilityReasonKeys: string[] = catalogue.reasonKeys;
const { passed, refused } = catalogue;

/**
 * Never set aside, whatever the permissions (docs/modules/resource_allocation.md, "Hard rules"): EASA
 * Part-145 145.A.40, unserviceable tools and equipment (quarantined, retired, out of calibration, in
 * maintenance) are segregated and never used — so a resource whose status is not serviceable (not in
 * service for a tool) and a tool past its calibration due date are refused; a tool at the laboratory
 * or a resource on the road is not there to be used. Only a service date or an insurance date may be
 * set aside, with a written reason.
 */
export const availabilityHardRules = [
  'resource_status',
  'calibration_due',
  'out_for_calibration',
  'in_transit',
] as const satisfies readonly AvailabilityRuleName[];

export interface BookableResource {
  kind: BookableKind;
  /** assetStatuses for trucks and equipment, toolStatuses for calibrated tools. */
  status: string;
  /** A calibrated tool's next calibration (ISO day); empty: never calibrated. */
  next_due?: string | null;
  /** Trucks and equipment. */
  next_service_date?: string | null;
  /** Trucks. */
  insurance_expiry?: string | null;
}

/** A transfer of the resource not yet arrived: it is on the road from departure to arrival. */
export interface Transit extends Period {
  to_station_code: string;
}

export interface AvailabilityContext {
  resource: BookableResource;
  /** The station-local day of the period's last moment: the last day the resource is used. */
  lastDay: string;
  /** The period asked for; with `transits`, a transfer overlapping it makes the resource unavailable. */
  period?: Period;
  transits?: readonly Transit[];
}

function resourceStatus({ resource }: AvailabilityContext): RuleResult<'resource_status'> {
  if (resource.kind !== 'calibrated_tool') {
    return resource.status === 'serviceable'
      ? passed('resource_status')
      : refused('resource_status', 'not_serviceable', { status: resource.status });
  }
  // A tool at the laboratory has its own rule (never overridable); this one judges the others.
  const usable = resource.status === 'in_service' || resource.status === 'out_for_calibration';
  return usable ? passed('resource_status') : refused('resource_status', 'not_in_service', { status: resource.status });
}

function outForCalibration({ resource }: AvailabilityContext): RuleResult<'out_for_calibration'> {
  return resource.status === 'out_for_calibration' ? refused('out_for_calibration', 'at_laboratory') : passed('out_for_calibration');
}

/** The due day itself still counts (docs/modules/resource_allocation.md): overdue only when the last day used is after it. */
function calibrationDue({ resource, lastDay }: AvailabilityContext): RuleResult<'calibration_due'> {
  if (!resource.next_due) return refused('calibration_due', 'never_calibrated');
  if (dueStatus(resource.next_due, lastDay) === 'overdue')
    return refused('calibration_due', 'overdue', { next_due: resource.next_due.slice(0, 10) });
  return passed('calibration_due');
}

function serviceDue({ resource, lastDay }: AvailabilityContext): RuleResult<'service_due'> {
  const date = resource.next_service_date;
  return date && dueStatus(date, lastDay) === 'overdue'
    ? refused('service_due', 'passed', { next_service_date: date.slice(0, 10) })
    : passed('service_due');
}

function insurance({ resource, lastDay }: AvailabilityContext): RuleResult<'insurance'> {
  const date = resource.insurance_expiry;
  return date && dueStatus(date, lastDay) === 'overdue'
    ? refused('insurance', 'expired', { insurance_expiry: date.slice(0, 10) })
    : passed('insurance');
}

function inTransit({ period, transits = [] }: AvailabilityContext): RuleResult<'in_transit'> {
  const transit = period ? transits.find((candidate) => periodsOverlap(candidate, period)) : undefined;
  if (!transit) return passed('in_transit');
  return refused('in_transit', 'in_transit', { station: transit.to_station_code, arrives_at: new Date(transit.ends_at).toISOString() });
}

/** The rules that apply to each kind, in the order they are reported. */
const rulesByKind = {
  truck: [resourceStatus, serviceDue, insurance, inTransit],
  equipment: [resourceStatus, serviceDue, inTransit],
  calibrated_tool: [resourceStatus, outForCalibration, calibrationDue, inTransit],
} satisfies Record<BookableKind, ((context: AvailabilityContext) => RuleResult<AvailabilityRuleName>)[]>;

/** Whether the resource may be booked for the period: every rule of its kind, each with its verdict. */
export function evaluateAvailability(context: AvailabilityContext): RuleResult<AvailabilityRuleName>[] {
  return rulesByKind[context.resource.kind].map((rule) => rule(context));
}

/**
 * The status rule alone, for a page that knows only a resource's status (the trucks offered to an
 * on-call dispatch or a de-icing treatment): the same verdict the server's hard rule gives.
 */
export const statusVerdict = (kind: BookableKind, status: string): RuleResult<'resource_status'> =>
  resourceStatus({ resource: { kind, status }, lastDay: '' });

/**
 * The failed verdicts nobody may set aside (availabilityHardRules): all that refuses the truck an
 * on-call dispatch or a de-icing treatment takes, and what the pages show before saving.
 */
export function hardFailures<R extends string>(results: readonly RuleResult<R>[]): RuleResult<R>[] {
  const hard: readonly string[] = availabilityHardRules;
  return results.filter((result) => !result.ok && hard.includes(result.rule));
}

/**
 * Who may set a failed availability rule aside on the Resources tab: resources_write, with a written
 * reason, never the hard rules (an overlap is never a rule to set aside: the database refuses it).
 */
export const bookingOverridePolicy: OverridePolicy = { hard: availabilityHardRules, licence: [], soft: 'resources_write' };
