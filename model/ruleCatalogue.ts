/**
 * The verdict every business rule gives (docs/ARCHITECTURE.md): the server refuses
 * with every failed one, the browser shows them before anyone clicks. `reason` is an i18n key,
 * `<module>.rules.<rule>.<reason>`, with `params` for its placeholders.
 */
export type RuleParams = Record<string, string | number>;

export interface RuleResult<R extends string = string> {
  rule: R;
  ok: boolean;
  reason?: string;
  params?: RuleParams;
}

/**
 * A module's catalogue of every reason its rules can give, so each has a text in every locale
 * (the translation files' completeness tests read `reasonKeys`), and the two ways to answer.
 */
export function ruleCatalogue<const Reasons extends Record<string, readonly string[]>>(module: string, reasons: Reasons) {
  type Rule = keyof Reasons & string;
  return {
    reasons,
    reasonKeys: Object.entries(reasons).flatMap(([rule, list]) => list.map((reason) => `${module}.rules.${rule}.${reason}`)),
    passed: <R extends Rule>(rule: R): RuleResult<R> => ({ rule, ok: true }),
    refused: <R extends Rule>(rule: R, reason: Reasons[R][number], params?: RuleParams): RuleResult<R> => ({
      rule,
      ok: false,
      reason: `${module}.rules.${rule}.${reason}`,
      ...(params ? { params } : {}),
    }),
  };
}

/** The names of the rules that failed, in the order they were checked. */
export function failedRules<R extends string>(results: readonly RuleResult<R>[]): R[] {
  return results.filter((result) => !result.ok).map((result) => result.rule);
}
