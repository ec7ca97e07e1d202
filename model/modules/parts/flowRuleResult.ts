import { ruleCatalogue } from '../../ruleCatalogue';

/**
 * The reasons of the Parts flow rules (transfers, part requests, counts), `parts.rules.<rule>.<reason>`
 * (i18n): listed so each has a text in every locale. The stock rules (receipt, issue) keep their own
 * catalogue; both write under `parts.rules`.
 */
export const partsFlowRuleReasons = {
  part_request: ['illegal_step', 'in_future', 'before_previous', 'cancel_reason_required', 'closed', 'other_material', 'other_station'],
  transfer: ['same_station', 'not_in_transit', 'before_shipped', 'in_future'],
  count: ['not_open', 'not_submitted', 'not_counted', 'reason_required', 'unknown_line', 'final'],
} as const;

export type PartsFlowRule = keyof typeof partsFlowRuleReasons;

const catalogue = ruleCatalogue('parts', partsFlowRuleReasons);

export const partsFlowRuleReasonKeys: string[] = catalogue.reasonKeys;
export const { passed: flowPassed, refused: flowRefused } = catalogue;

/** A phone's clock may run a little ahead of the server's: an instant this far "in the future" is now. */
export const clockSkewMinutes = 2;
export const inFuture = (at: Date, now: Date) => at.getTime() > now.getTime() + clockSkewMinutes * 60_000;
