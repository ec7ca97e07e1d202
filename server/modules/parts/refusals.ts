import type { FastifyRequest } from 'fastify';
import type { RuleResult } from '../../../model/modules/parts/ruleResult';
import { ApiError } from '../../errors';
import { SerialInStock, StockShortage } from '../stock';

/** The form field a failed rule is about, so the browser shows its text next to it. */
const fieldOfReason: Record<string, string> = {
  'parts.rules.certificate.type_required': 'part_cert_id',
  'parts.rules.certificate.type_not_accepted': 'part_cert_id',
  'parts.rules.certificate.number_required': 'cert_no',
  'parts.rules.serial_quantity.not_one': 'quantity',
  'parts.rules.return_quantity.more_than_issued': 'quantity',
};
const fieldOfRule: Record<string, string> = { serial: 'lot', batch: 'lot', shelf_life: 'lot', job: 'job' };

/**
 * The 422 of a refusal by the Parts rules: a text in the caller's language for every failed rule,
 * under the field it is about, and the verdicts in `rules` (the browser shows them before saving too).
 * Nothing when every rule passed.
 */
export function refuseUnlessPassed(request: FastifyRequest, results: readonly RuleResult[], expiryField = 'lot'): void {
  const failed = results.filter((result) => !result.ok);
  if (!failed.length) return;
  const errors: Record<string, string[]> = {};
  for (const result of failed) {
    const field = fieldOfReason[result.reason!] ?? (result.rule === 'shelf_life' ? expiryField : (fieldOfRule[result.rule] ?? result.rule));
    (errors[field] ??= []).push(request.t(result.reason!, result.params ?? {}));
  }
  throw new ApiError(422, 'parts.rules_failed', {}, undefined, { errors, rules: results });
}

/**
 * Runs a write that moves stock and answers the ledger's own refusals as 422s: not enough stock
 * (`errors.quantity`) or a serial already in stock (`errors.lot`). Nothing was written then.
 */
export async function withStockRefusals<T>(request: FastifyRequest, partNumber: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StockShortage) {
      const vars = { part_number: partNumber, requested: error.requested, available: error.available };
      throw new ApiError(422, 'parts.stock_insufficient', vars, { quantity: [request.t('parts.stock_insufficient', vars)] });
    }
    if (error instanceof SerialInStock) {
      const vars = { part_number: partNumber, serial: error.lot };
      throw new ApiError(422, 'parts.serial_in_stock', vars, { lot: [request.t('parts.serial_in_stock', vars)] });
    }
    throw error;
  }
}
