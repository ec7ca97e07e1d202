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
  /** The crew's worked time at their hourly cost (null cost: not costed). */
  labour: { worked_minutes: number | null; hourly_cost: number | null }[];
  travel_km: number | null;
  mileage_rate: number | null;
  tolls: number | null;
  expenses_amount: number;
}

export interface KpiRow {
  customer_id: number | null;
  customer_name: string | null;
  count: number;
  time_to_dispatch: { avg: number | null; p50: number | null };
  response: { avg: number | null; p50: number | null };
  within_sla_pct: number | null;
  on_site_avg: number | null;
  aog_duration_avg: number | null;
  first_time_fix_pct: number | null;
  eta_accuracy_avg: number | null;
  cost_per_event: number | null;
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

/** One event's cost in minor units: labour + travel (km × mileage rate + tolls) + expenses. */
export function eventCostMinor(request: KpiRequest): number {
  const labour = request.labour.reduce(
    (sum, member) => sum + Math.round(((member.worked_minutes ?? 0) * toMinor(member.hourly_cost ?? 0)) / 60),
    0,
  );
  const travel = Math.round((request.travel_km ?? 0) * toMinor(request.mileage_rate ?? 0)) + toMinor(request.tolls ?? 0);
  return labour + travel + toMinor(request.expenses_amount);
}

/** Whether the request was taken on a station-local day within [from, to] (YYYY-MM-DD, inclusive). */
export function requestedWithin(request: Pick<KpiRequest, 'requested_at' | 'time_zone'>, from: string, to: string): boolean {
  const day = utcToLocal(new Date(request.requested_at), request.time_zone).date;
  return day >= from && day <= to;
}

export function kpiRow(requests: readonly KpiRequest[], customer: { id: number; name: string } | null): KpiRow {
  const toDispatch = present(requests.map((r) => minutesBetween(r.requested_at, r.dispatched_at)));
  const reached = requests.filter((r) => r.on_site_at !== null);
  const response = reached.map((r) => minutesBetween(r.requested_at, r.on_site_at)!);
  const withinSla = reached.filter((r) => minutesBetween(r.requested_at, r.on_site_at)! <= r.target_minutes).length;
  const onSite = present(requests.map((r) => minutesBetween(r.on_site_at, r.completed_at)));
  const aogDuration = present(requests.map((r) => minutesBetween(r.requested_at, r.rts_signed_at ?? r.completed_at)));
  const fixKnown = requests.filter((r) => r.completed_at !== null && r.first_time_fix !== null);
  const etaError = present(reached.map((r) => minutesBetween(r.eta_at, r.on_site_at))).map(Math.abs);
  const costed = requests.filter((r) => r.status !== 'cancelled');
  const totalCost = costed.reduce((sum, r) => sum + eventCostMinor(r), 0);
  return {
    customer_id: customer?.id ?? null,
    customer_name: customer?.name ?? null,
    count: requests.length,
    time_to_dispatch: { avg: average(toDispatch), p50: median(toDispatch) },
    response: { avg: average(response), p50: median(response) },
    within_sla_pct: percent(withinSla, reached.length),
    on_site_avg: average(onSite),
    aog_duration_avg: average(aogDuration),
    first_time_fix_pct: percent(fixKnown.filter((r) => r.first_time_fix).length, fixKnown.length),
    eta_accuracy_avg: average(etaError),
    cost_per_event: costed.length ? fromMinor(Math.round(totalCost / costed.length)) : null,
  };
}

/** A row per customer (by name) and a total row (customer null) for the requests of the period. */
export function computeKpis(requests: readonly KpiRequest[], from: string, to: string): { customers: KpiRow[]; total: KpiRow } {
  const inPeriod = requests.filter((request) => requestedWithin(request, from, to));
  const byCustomer = new Map<number, KpiRequest[]>();
  for (const request of inPeriod) byCustomer.set(request.customer_id, [...(byCustomer.get(request.customer_id) ?? []), request]);
  const customers = [...byCustomer.values()]
    .map((rows) => kpiRow(rows, { id: rows[0].customer_id, name: rows[0].customer_name }))
    .sort((a, b) => a.customer_name!.localeCompare(b.customer_name!));
  return { customers, total: kpiRow(inPeriod, null) };
}
