import type { RuleResult } from '../../ruleCatalogue';
import type { PartRequestStatus } from './enums';
import { flowRefused, inFuture } from './flowRuleResult';

/**
 * A part request's flow (docs/modules/parts.md): requested → ordered → shipped → received, or cancelled with a
 * reason before it is received. A part collected from the supplier is received straight from
 * ordered. Received and cancelled are final. Receiving is the receipt movement (its own endpoint),
 * never a plain status step.
 */
const steps: Record<PartRequestStatus, readonly PartRequestStatus[]> = {
  requested: ['ordered', 'cancelled'],
  ordered: ['shipped', 'received', 'cancelled'],
  shipped: ['received', 'cancelled'],
  received: [],
  cancelled: [],
};

/** The column holding each step's instant. */
export const partRequestStepColumns = {
  ordered: 'ordered_at',
  shipped: 'shipped_at',
  received: 'received_at',
  cancelled: 'cancelled_at',
} as const satisfies Partial<Record<PartRequestStatus, string>>;

export const isFinalPartRequest = (status: PartRequestStatus) => steps[status].length === 0;

export function allowedPartRequestSteps(from: PartRequestStatus): PartRequestStatus[] {
  return [...steps[from]];
}

export interface PartRequestStepFacts {
  from: PartRequestStatus;
  to: PartRequestStatus;
  at: Date;
  /** The instant of the request's latest step so far (requested_at when none). */
  previousAt: Date;
  cancelReason?: string | null;
  now: Date;
}

export interface PartRequestStepVerdict {
  ok: boolean;
  allowed: PartRequestStatus[];
  failures: RuleResult<'part_request'>[];
}

/** Whether the request may take the step, with every reason it may not. */
export function checkPartRequestStep(facts: PartRequestStepFacts): PartRequestStepVerdict {
  const failures: RuleResult<'part_request'>[] = [];
  if (!steps[facts.from].includes(facts.to)) failures.push(flowRefused('part_request', 'illegal_step', { from: facts.from, to: facts.to }));
  if (inFuture(facts.at, facts.now)) failures.push(flowRefused('part_request', 'in_future'));
  if (facts.at.getTime() < facts.previousAt.getTime()) {
    failures.push(flowRefused('part_request', 'before_previous', { previous: facts.previousAt.toISOString() }));
  }
  if (facts.to === 'cancelled' && !facts.cancelReason?.trim()) failures.push(flowRefused('part_request', 'cancel_reason_required'));
  return { ok: failures.length === 0, allowed: allowedPartRequestSteps(facts.from), failures };
}

/** The latest step instant a request carries, to judge the next one against. */
export function latestPartRequestStepAt(
  request: { requested_at: Date | string } & Partial<
    Record<(typeof partRequestStepColumns)[keyof typeof partRequestStepColumns], Date | string | null>
  >,
): Date {
  const instants = [request.requested_at, ...Object.values(partRequestStepColumns).map((column) => request[column])]
    .filter((value): value is Date | string => value !== null && value !== undefined)
    .map((value) => new Date(value).getTime());
  return new Date(Math.max(...instants));
}

export interface PartRequestReceiptFacts {
  step: PartRequestStepFacts;
  request: { station_id: number; material_id: number };
  receipt: { station_id: number; material_id: number };
}

/**
 * Receiving a request: the step to received (from ordered or shipped) and the receipt of the very
 * part at the very station it was requested for — anything else is a plain receipt.
 */
export function checkPartRequestReceipt({ step, request, receipt }: PartRequestReceiptFacts): PartRequestStepVerdict {
  const verdict = checkPartRequestStep({ ...step, to: 'received' });
  const failures = [...verdict.failures];
  if (receipt.material_id !== request.material_id) failures.push(flowRefused('part_request', 'other_material'));
  if (receipt.station_id !== request.station_id) failures.push(flowRefused('part_request', 'other_station'));
  return { ...verdict, ok: failures.length === 0, failures };
}

/** Editing the request's order details: only while it is open (not received or cancelled). */
export function checkPartRequestEdit(status: PartRequestStatus): RuleResult<'part_request'>[] {
  return isFinalPartRequest(status) ? [flowRefused('part_request', 'closed', { status })] : [];
}
