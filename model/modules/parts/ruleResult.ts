import { ruleCatalogue } from '../../ruleCatalogue';

/**
 * Every reason a Parts stock rule can give, `parts.rules.<rule>.<reason>` (i18n), so each has a
 * text in every locale; the verdict shape is model/ruleCatalogue.ts. Transfers, part requests and
 * counts keep their own sub-blocks (parts.rules.transfer / part_request / count).
 */
export const partsRuleReasons = {
  /** The release certificate of a serviceable part (EASA Part-145 145.A.42, FAA 14 CFR 43.13). */
  certificate: ['type_required', 'type_not_accepted', 'number_required'],
  /** A serialised part, or a certificate type that names one, needs its serial number. */
  serial: ['required', 'not_in_stock'],
  /** A batch-tracked material needs its batch. */
  batch: ['required'],
  /** A serial number is one unit. */
  serial_quantity: ['not_one'],
  /** Shelf life: an expired batch is neither received nor issued (the expiry day itself still is). */
  shelf_life: ['expired'],
  /** The job a part is issued to or returned from. */
  job: ['other_station', 'closed'],
  /** A return from a job: not more than the job holds. */
  return_quantity: ['more_than_issued'],
} as const;

export type PartsRule = keyof typeof partsRuleReasons;

const catalogue = ruleCatalogue('parts', partsRuleReasons);

export const partsRuleReasonKeys: string[] = catalogue.reasonKeys;
export const { passed: partsPassed, refused: partsRefused } = catalogue;
export type { RuleParams, RuleResult } from '../../ruleCatalogue';
export { failedRules } from '../../ruleCatalogue';
