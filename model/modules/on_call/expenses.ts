import type { RuleResult } from '../../ruleCatalogue';
import { onCallPassed, onCallRefused } from './ruleResult';

/** Money in integer minor units (cents): sums and products stay exact, unlike binary fractions. */
export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;

/**
 * An expense line's amount: quantity × rate (both with 2 decimals), rounded half-up to the cent
 * as numeric(12, 2) would store it — computed on integers, so 3 × 0.1 is 0.30, not 0.30000000000000004.
 */
export function expenseAmount(quantity: number, rate: number): number {
  return fromMinor(Math.round((toMinor(quantity) * toMinor(rate)) / 100));
}

/** The sum of amounts, exact to the cent. */
export function sumMoney(amounts: readonly number[]): number {
  return fromMinor(amounts.reduce((total, amount) => total + toMinor(amount), 0));
}

/** An expense type that requires a receipt (Settings › expenses) is refused without one. */
export function receiptRule(type: { receipt_required: boolean }, hasReceipt: boolean): RuleResult<'receipt'> {
  return !type.receipt_required || hasReceipt ? onCallPassed('receipt') : onCallRefused('receipt', 'required');
}

/** A receipt's largest size (a phone photo or a scanned PDF). */
export const receiptMaxBytes = 5 * 1024 * 1024;
