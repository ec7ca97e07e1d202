import type { RuleResult } from '../../ruleCatalogue';
import type { RequestStatus } from './enums';
import { onCallRefused } from './ruleResult';

/**
 * A request's status flow (docs/modules/on_call.md): new → dispatched → en route → on site → completed
 * → closed, or cancelled (with a reason) at any point before completion. A crew already at the
 * airport goes from dispatched straight to on site. Closed and cancelled are final.
 */
const steps: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ['dispatched', 'cancelled'],
  dispatched: ['en_route', 'on_site', 'cancelled'],
  en_route: ['on_site', 'cancelled'],
  on_site: ['completed', 'cancelled'],
  completed: ['closed'],
  closed: [],
  cancelled: [],
};

/** The order of the flow, to tell "too early" (close before completed) from plainly illegal. */
const flow: readonly RequestStatus[] = ['new', 'dispatched', 'en_route', 'on_site', 'completed', 'closed'];

/** A phone's clock may run a little ahead of the server's: a step this far "in the future" is now. */
export const clockSkewMinutes = 2;

export function allowedSteps(from: RequestStatus): RequestStatus[] {
  return [...steps[from]];
}

export interface StepFacts {
  from: RequestStatus;
  to: RequestStatus;
  /** When the step happened (defaults to now at the server). */
  at: Date;
  /** The instant of the request's latest step so far (requested_at when none). */
  previousAt: Date;
  cancelReason?: string | null;
  now: Date;
  /** Dispatch has its own endpoint (crew, station, ETA); a plain status step may not dispatch. */
  viaDispatch?: boolean;
}

export interface StepVerdict {
  ok: boolean;
  allowed: RequestStatus[];
  /** Every failed rule, in the order checked. */
  failures: RuleResult<'status'>[];
}

function stepFailure({ from, to, viaDispatch }: StepFacts): RuleResult<'status'> | null {
  const allowed = steps[from];
  if (allowed.includes(to)) return to === 'dispatched' && !viaDispatch ? onCallRefused('status', 'use_dispatch') : null;
  const open = from !== 'closed' && from !== 'cancelled';
  const early = open && flow.indexOf(to) > flow.indexOf(from);
  if (early && to === 'closed') return onCallRefused('status', 'close_before_completed');
  if (early && to === 'completed') return onCallRefused('status', 'complete_before_on_site');
  return onCallRefused('status', 'illegal_step', { from, to });
}

/** Whether a request may take the step, with every reason it may not. */
export function checkStep(facts: StepFacts): StepVerdict {
  const failures: RuleResult<'status'>[] = [];
  const illegal = stepFailure(facts);
  if (illegal) failures.push(illegal);
  if (facts.at.getTime() > facts.now.getTime() + clockSkewMinutes * 60_000) failures.push(onCallRefused('status', 'in_future'));
  if (facts.at.getTime() < facts.previousAt.getTime()) {
    failures.push(onCallRefused('status', 'before_previous', { previous: facts.previousAt.toISOString() }));
  }
  if (facts.to === 'cancelled' && !facts.cancelReason?.trim()) failures.push(onCallRefused('status', 'cancel_reason_required'));
  return { ok: failures.length === 0, allowed: allowedSteps(facts.from), failures };
}

/** The column holding each step's instant (the KPIs read them). */
export const stepColumns = {
  dispatched: 'dispatched_at',
  en_route: 'en_route_at',
  on_site: 'on_site_at',
  completed: 'completed_at',
  closed: 'closed_at',
  cancelled: 'cancelled_at',
} as const satisfies Partial<Record<RequestStatus, string>>;

/** The latest step instant a request carries, to judge the next one against. */
export function latestStepAt(
  request: { requested_at: Date | string } & Partial<Record<(typeof stepColumns)[keyof typeof stepColumns], Date | string | null>>,
): Date {
  const instants = [request.requested_at, ...Object.values(stepColumns).map((column) => request[column])]
    .filter((value): value is Date | string => value !== null && value !== undefined)
    .map((value) => new Date(value).getTime());
  return new Date(Math.max(...instants));
}
