import type { TranslateFunction } from 'react-admin';
import type { RuleResult } from '../../../model/modules/training/ruleResult';

/** The failed rules' reasons in the reader's language. */
export const failedReasons = (rules: readonly RuleResult[], translate: TranslateFunction) =>
  rules
    .filter((rule) => !rule.ok)
    .map((rule) => translate(rule.reason ?? `training.rules.${rule.rule}`, { _: rule.reason, ...rule.params }));

/**
 * Every reason a refusal by the Training API gives (never only the first): per technician or
 * attendee the failed rules, translated here; else the server's field texts; else its message.
 */
export function refusalTexts(
  error: unknown,
  translate: TranslateFunction,
  nameOf: (key: string) => string | undefined = () => undefined,
): string[] {
  const body =
    (error as { body?: { message?: string; errors?: Record<string, string[]>; rules?: Record<string, RuleResult[]> | RuleResult[] } })
      ?.body ?? {};
  const rules = body.rules;
  if (rules && !Array.isArray(rules)) {
    const texts = Object.entries(rules).flatMap(([key, verdicts]) =>
      failedReasons(verdicts, translate).map((text) => (nameOf(key) ? `${nameOf(key)}: ${text}` : text)),
    );
    if (texts.length) return texts;
  }
  if (Array.isArray(rules) && rules.some((r) => !r.ok)) return failedReasons(rules, translate);
  const fields = Object.values(body.errors ?? {}).flat();
  if (fields.length) return fields;
  return [body.message || (error as Error)?.message || translate('training.errors.failed')];
}
