/**
 * A rule's verdict (issue 12 §4): the server refuses with every failed one, the browser shows them
 * before anyone clicks. `reason` is an i18n key, `scheduled.rules.<rule>.<reason>`, with `params`
 * for its placeholders; the catalogue below is every reason a rule can give, so each has a text.
 */
export const ruleReasons = {
  technician_active: ['inactive'],
  same_region: ['other_region'],
  licence_category: ['no_licence', 'not_covered'],
  type_authorisation: ['missing', 'missing_any', 'expired'],
  licence_valid: ['expired'],
  mandatory_training: ['missing', 'expired', 'missing_and_expired'],
  no_overlap: ['overlap'],
  rostered: ['not_rostered', 'off_duty'],
  rest_rules: ['daily_rest', 'weekly_rest', 'average_weekly_hours', 'us_weekly_off', 'consecutive_days'],
  resource_status: ['not_serviceable', 'not_in_service'],
  calibration_due: ['overdue', 'never_calibrated'],
  activity_completed: ['not_completed', 'services_open'],
  not_signed: ['already_signed'],
  signer_licence: ['no_technician', 'no_licence'],
} as const;

export type KnownRule = keyof typeof ruleReasons;
export type RuleParams = Record<string, string | number>;

export interface RuleResult<R extends string = string> {
  rule: R;
  ok: boolean;
  reason?: string;
  params?: RuleParams;
}

/** Every reason key, for the translation files' completeness test and the server's messages. */
export const ruleReasonKeys: string[] = Object.entries(ruleReasons).flatMap(([rule, reasons]) =>
  reasons.map((reason) => `scheduled.rules.${rule}.${reason}`),
);

export const passed = <R extends KnownRule>(rule: R): RuleResult<R> => ({ rule, ok: true });

export function refused<R extends KnownRule>(rule: R, reason: (typeof ruleReasons)[R][number], params?: RuleParams): RuleResult<R> {
  return { rule, ok: false, reason: `scheduled.rules.${rule}.${reason}`, ...(params ? { params } : {}) };
}

/** The names of the rules that failed, in the order they were checked. */
export function failedRules<R extends string>(results: readonly RuleResult<R>[]): R[] {
  return results.filter((result) => !result.ok).map((result) => result.rule);
}
