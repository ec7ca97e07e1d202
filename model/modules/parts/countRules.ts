import type { RuleResult } from '../../ruleCatalogue';
import type { StockCountStatus } from './enums';
import { flowRefused } from './flowRuleResult';

/**
 * A physical count (docs/modules/parts.md): the sheet snapshots the book quantity of every lot; the counter
 * enters what is on the shelf; a difference needs a reason; a supervisor confirms a submitted count,
 * and each difference becomes an adjustment movement.
 */
export interface CountLineFacts {
  material_id: number;
  lot: string;
  expected_quantity: number;
  counted_quantity: number | null;
  reason?: string | null;
  /** For the refusal's text. */
  part_number?: string;
}

/** Quantities are numeric(14,3): a difference is rounded to the thousandth so 0.1 + 0.2 is not a count error. */
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/** counted − expected; null while the line is not counted. */
export function lineDifference(line: Pick<CountLineFacts, 'expected_quantity' | 'counted_quantity'>): number | null {
  return line.counted_quantity === null ? null : thousandths(line.counted_quantity - line.expected_quantity);
}

const lineName = (line: CountLineFacts) => ({ part_number: line.part_number ?? String(line.material_id), lot: line.lot || '—' });

/** Every counted line with a difference and no reason. */
export function checkLineReasons(lines: readonly CountLineFacts[]): RuleResult<'count'>[] {
  return lines
    .filter((line) => (lineDifference(line) ?? 0) !== 0 && !line.reason?.trim())
    .map((line) => flowRefused('count', 'reason_required', lineName(line)));
}

/** Entering counted quantities: only on an open count. */
export function checkCountEdit(status: StockCountStatus): RuleResult<'count'>[] {
  return status === 'open' ? [] : [flowRefused('count', 'not_open', { status })];
}

/** Submitting: an open count with every line counted, and a reason for each difference. */
export function checkCountSubmit(status: StockCountStatus, lines: readonly CountLineFacts[]): RuleResult<'count'>[] {
  const uncounted = lines.filter((line) => line.counted_quantity === null).length;
  return [
    ...checkCountEdit(status),
    ...(uncounted ? [flowRefused('count', 'not_counted', { count: uncounted })] : []),
    ...checkLineReasons(lines),
  ];
}

/** Confirming: only a submitted count, with a reason for each difference (it becomes the adjustment's). */
export function checkCountConfirm(status: StockCountStatus, lines: readonly CountLineFacts[]): RuleResult<'count'>[] {
  return [...(status === 'submitted' ? [] : [flowRefused('count', 'not_submitted', { status })]), ...checkLineReasons(lines)];
}

/** Cancelling: any count not yet confirmed (a confirmed one has moved stock; a cancelled one is done). */
export function checkCountCancel(status: StockCountStatus): RuleResult<'count'>[] {
  return status === 'open' || status === 'submitted' ? [] : [flowRefused('count', 'final', { status })];
}

export interface CountAdjustment {
  material_id: number;
  lot: string;
  /** Signed: counted − expected. */
  quantity: number;
  reason: string;
}

/** The adjustment movements a confirmed count makes: one per line whose count differs from the book. */
export function countAdjustments(lines: readonly CountLineFacts[]): CountAdjustment[] {
  return lines.flatMap((line) => {
    const difference = lineDifference(line);
    return difference ? [{ material_id: line.material_id, lot: line.lot, quantity: difference, reason: line.reason?.trim() ?? '' }] : [];
  });
}
