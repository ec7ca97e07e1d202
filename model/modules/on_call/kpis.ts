import { utcToLocal } from '../../core/localTime';
import type { RequestPriority, RequestStatus } from './enums';
import { fromMinor, toMinor } from './expenses';

/**
 * The desk's KPIs (docs/modules/on_call.md), pure arithmetic over rows the server loads: SQL only selects, so
 * the figures are the same wherever they are computed and testable by hand.
 */

type Instant = Date | string | null;

export interface KpiRequest {
  customer_id: number;
  customer_name: string;
  priority: RequestPriority;
  status: RequestStatus;
  /** The time zone of the airport of the work: a period's days are its local days. */
  time_zone: string;
  requested_at: Date | string;
  dispatched_at: Instant;
  on_site_at: Instant;
  completed_at: Instant;
  /** The return to service, when signed: the aircraft's AOG time ends there. */
  rts_signed_at: Instant;
  eta_at: Instant;
  first_time_fix: boolean | null;
  target_minutes: number;
  /** The region's currency: the technicians' hourly costs are in it. */
  currency: string;
  /** The crew's worked time at their hourly cost (null cost: not costed). */
  labour: { worked_minutes: number | null; hourly_cost: number | null }[];
  travel_km: number | null;
  mileage_rate: number | null;
  tolls: number | null;
  /** The road trip's currency (its mileage rate and tolls); null without a road trip. */
  travel_currency: string | null;
  /** The expense lines, each in its own currency. */
  expenses: Money[];
  /**
   * The parts issued to the request (stock movements with its on_call_request_id), per material: the
   * quantity kept (issued or consumed, less returned, each reversal undoing its movement) at the
   * material's unit cost, in the material's currency (null cost: not costed).
   */
  parts: { quantity: number; unit_cost: number | null; currency: string }[];
}

/** An amount in one currency. */
export interface Money {
  currency: string;
  amount: number;
}

/** Amounts in integer minor units per currency: different currencies are never added (no exchange rate is kept). */
export type MinorByCurrency = Record<string, number>;

export interface KpiRow {
  customer_id: number | null;
  customer_name: string | null;
  count: number;
  time_to_dispatch: { avg: number | null; p50: number | null };
  response: { avg: number | null; p50: number | null };
  /** Within the target / (within + breached), breached including the open requests already past their target. */
  within_sla_pct: number | null;
  on_site_avg: number | null;
  aog_duration_avg: number | null;
  first_time_fix_pct: number | null;
  eta_accuracy_avg: number | null;
  /** All costs (labour, travel, expenses, parts) per event, one amount per currency, sorted by currency; empty: no event. */
  cost_per_event: Money[];
  /** The parts' part of it, per currency likewise. */
  parts_cost_per_event: Money[];
}

const minutesBetween = (from: Instant, to: Instant) =>
  from === null || to === null ? null : (new Date(to).getTime() - new Date(from).getTime()) / 60_000;

const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);
const round1 = (value: number) => Math.round(value * 10) / 10;

export function average(values: readonly number[]): number | null {
  return values.length ? round1(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
}

/** The median; with an even count the mean of the two middle values. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return round1(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
}

const percent = (part: number, whole: number) => (whole ? round1((part / whole) * 100) : null);

function addMinor(into: MinorByCurrency, currency: string, minor: number) {
  into[currency] = (into[currency] ?? 0) + minor;
}

/** The parts issued to one event in minor units per currency: quantity kept × unit cost, rounded per material. */
export function partsCostMinor(request: Pick<KpiRequest, 'parts'>): MinorByCurrency {
  const costs: MinorByCurrency = {};
  for (const part of request.parts) addMinor(costs, part.currency, Math.round(part.quantity * toMinor(part.unit_cost ?? 0)));
  return costs;
}

/**
 * One event's cost in minor units per currency: labour (region's currency) + travel (km × mileage
 * rate + tolls, the road trip's currency) + expenses (each line's) + parts (each material's). The
 * region's currency is always there, so an event that cost nothing counts as 0 in it.
 */
export function eventCostMinor(request: KpiRequest): MinorByCurrency {
  const costs: MinorByCurrency = { [request.currency]: 0 };
  for (const member of request.labour)
    addMinor(costs, request.currency, Math.round(((member.worked_minutes ?? 0) * toMinor(member.hourly_cost ?? 0)) / 60));
  if (request.travel_currency !== null)
    addMinor(
      costs,
      request.travel_currency,
      Math.round((request.travel_km ?? 0) * toMinor(request.mileage_rate ?? 0)) + toMinor(request.tolls ?? 0),
    );
  for (const line of request.expenses) addMinor(costs, line.currency, toMinor(line.amount));
  for (const [currency, minor] of Object.entries(partsCostMinor(request))) addMinor(costs, currency, minor);
  return costs;
}

/** The mean per event of each currency's total, exact to the cent; no events, no amounts. */
function perEvent(costs: readonly MinorByCurrency[]): Money[] {
  if (!costs.length) return [];
  const totals: MinorByCurrency = {};
  for (const cost of costs) for (const [currency, minor] of Object.entries(cost)) addMinor(totals, currency, minor);
  return Object.keys(totals)
    .sort()
    .map((currency) => ({ currency, amount: fromMinor(Math.round(totals[currency] / costs.length)) }));
}

/**
 * The response against the customer's target: within or breached once someone is on site; while
 * nobody is, an open request already past its target is breached (leaving it out would flatter the
 * figure exactly when the desk is late), one still within it is not measured yet, and a cancelled or
 * closed one never reached is not measured.
 */
export function slaOutcome(
  request: Pick<KpiRequest, 'status' | 'requested_at' | 'on_site_at' | 'target_minutes'>,
  now: Date,
): 'within' | 'breached' | null {
  if (request.on_site_at !== null)
    return minutesBetween(request.requested_at, request.on_site_at)! <= request.target_minutes ? 'within' : 'breached';
  if (request.status === 'cancelled' || request.status === 'closed') return null;
  return minutesBetween(request.requested_at, now)! > request.target_minutes ? 'breached' : null;
}

/** Whether the request was taken on a station-local day within [from, to] (YYYY-MM-DD, inclusive). */
export function requestedWithin(request: Pick<KpiRequest, 'requested_at' | 'time_zone'>, from: string, to: string): boolean {
  const day = utcToLocal(new Date(request.requested_at), request.time_zone).date;
  return day >= from && day <= to;
}

export function kpiRow(requests: readonly KpiRequest[], customer: { id: number; name: string } | null, now: Date): KpiRow {
  const toDispatch = present(requests.map((r) => minutesBetween(r.requested_at, r.dispatched_at)));
  const reached = requests.filter((r) => r.on_site_at !== null);
  const response = reached.map((r) => minutesBetween(r.requested_at, r.on_site_at)!);
  const sla = requests.map((r) => slaOutcome(r, now));
  const withinSla = sla.filter((outcome) => outcome === 'within').length;
  const slaMeasured = sla.filter((outcome) => outcome !== null).length;
  const onSite = present(requests.map((r) => minutesBetween(r.on_site_at, r.completed_at)));
  const aogDuration = present(requests.map((r) => minutesBetween(r.requested_at, r.rts_signed_at ?? r.completed_at)));
  const fixKnown = requests.filter((r) => r.completed_at !== null && r.first_time_fix !== null);
  const etaError = present(reached.map((r) => minutesBetween(r.eta_at, r.on_site_at))).map(Math.abs);
  const costed = requests.filter((r) => r.status !== 'cancelled');
  return {
    customer_id: customer?.id ?? null,
    customer_name: customer?.name ?? null,
    count: requests.length,
    time_to_dispatch: { avg: average(toDispatch), p50: median(toDispatch) },
    response: { avg: average(response), p50: median(response) },
    within_sla_pct: percent(withinSla, slaMeasured),
    on_site_avg: average(onSite),
    aog_duration_avg: average(aogDuration),
    first_time_fix_pct: percent(fixKnown.filter((r) => r.first_time_fix).length, fixKnown.length),
    eta_accuracy_avg: average(etaError),
    cost_per_event: perEvent(costed.map(eventCostMinor)),
    parts_cost_per_event: perEvent(costed.map((r) => ({ [r.currency]: 0, ...partsCostMinor(r) }))),
  };
}

/** A row per customer (by name) and a total row (customer null) for the requests of the period, as at `now`. */
export function computeKpis(requests: readonly KpiRequest[], from: string, to: string, now: Date): { customers: KpiRow[]; total: KpiRow } {
  const inPeriod = requests.filter((request) => requestedWithin(request, from, to));
  const byCustomer = new Map<number, KpiRequest[]>();
  for (const request of inPeriod) byCustomer.set(request.customer_id, [...(byCustomer.get(request.customer_id) ?? []), request]);
  const customers = [...byCustomer.values()]
    .map((rows) => kpiRow(rows, { id: rows[0].customer_id, name: rows[0].customer_name }, now))
    .sort((a, b) => a.customer_name!.localeCompare(b.customer_name!));
  return { customers, total: kpiRow(inPeriod, null, now) };
}
