import type { RuleResult } from '../../ruleCatalogue';
import type { StockTransferStatus } from './enums';
import { flowRefused, inFuture } from './flowRuleResult';

/**
 * Stock between stations (docs/modules/parts.md): it leaves one station (transfer_out), is in transit, and is
 * received at the other (transfer_in) or, cancelled, comes back to the first.
 */
export function checkTransferCreate(facts: { from_station_id: number; to_station_id: number }): RuleResult<'transfer'>[] {
  return facts.from_station_id === facts.to_station_id ? [flowRefused('transfer', 'same_station')] : [];
}

/** Receiving or cancelling: only a transfer in transit, at an instant not before it left nor in the future. */
export function checkTransferArrival(facts: {
  status: StockTransferStatus;
  shipped_at: Date;
  at: Date;
  now: Date;
}): RuleResult<'transfer'>[] {
  const failures: RuleResult<'transfer'>[] = [];
  if (facts.status !== 'in_transit') failures.push(flowRefused('transfer', 'not_in_transit', { status: facts.status }));
  if (facts.at.getTime() < facts.shipped_at.getTime())
    failures.push(flowRefused('transfer', 'before_shipped', { shipped_at: facts.shipped_at.toISOString() }));
  if (inFuture(facts.at, facts.now)) failures.push(flowRefused('transfer', 'in_future'));
  return failures;
}
