import { ruleCatalogue } from '../../ruleCatalogue';

/**
 * The On-Call rules' reasons, `on_call.rules.<rule>.<reason>` (i18n), like Scheduled's catalogue:
 * every reason a rule can give is listed so each has a text in every locale.
 */
export const onCallRuleReasons = {
  status: [
    'illegal_step',
    'use_dispatch',
    'in_future',
    'before_previous',
    'cancel_reason_required',
    'close_before_completed',
    'complete_before_on_site',
  ],
  receipt: ['required'],
  request: ['closed'],
} as const;

export type OnCallRule = keyof typeof onCallRuleReasons;

const catalogue = ruleCatalogue('on_call', onCallRuleReasons);

export const onCallRuleReasonKeys: string[] = catalogue.reasonKeys;
export const { passed: onCallPassed, refused: onCallRefused } = catalogue;
