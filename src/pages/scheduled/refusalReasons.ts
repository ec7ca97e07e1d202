import type { TranslateFunction } from 'react-admin';
import type { RuleResult } from './activity/activityTypes';

interface RefusalBody {
  message?: string;
  errors?: Record<string, string[]>;
  rules?: RuleResult[];
}

/**
 * Every reason a refusal gives (never only the first): the failed rules, translated
 * from their keys, else the server's field messages (already translated), else its message.
 */
export function refusalReasons(error: unknown, translate: TranslateFunction): string[] {
  const body = (error as { body?: RefusalBody })?.body ?? {};
  const failed = (body.rules ?? []).filter((rule) => !rule.ok);
  if (failed.length) {
    return failed.map((rule) => {
      const name = translate(`scheduled.activity.rule_names.${rule.rule}`, { _: rule.rule });
      return rule.reason ? `${name}: ${translate(rule.reason, { _: rule.reason, ...rule.params })}` : name;
    });
  }
  const fieldMessages = Object.values(body.errors ?? {}).flat();
  if (fieldMessages.length) return fieldMessages;
  return [body.message || (error as Error)?.message || translate('scheduled.move.failed')];
}
