import type { RestRuleName } from './enums';

/** The company settings (app_settings columns) the rest rules read. */
export interface RestSettings {
  min_daily_rest_hours: number;
  min_weekly_rest_hours: number;
  max_average_weekly_hours: number;
  average_reference_weeks: number;
  us_weekly_off_hours: number;
  max_consecutive_days: number;
}

export type RestSetting = keyof RestSettings;
export type RestRuleUnit = 'hours' | 'days' | 'weeks';

export interface RestRuleSetting {
  rule: RestRuleName;
  setting: RestSetting;
  default: number;
  unit: RestRuleUnit;
  /** The accepted range of the setting (the settings page validates it). */
  min: number;
  max: number;
  /** i18n key of the source shown next to the setting and the rule (docs/modules/manpower.md). */
  citation_key: string;
  /** Only at stations whose airport is in the United States. */
  us_only?: boolean;
}

/**
 * Every rest-rule setting with its default, unit and source. The 48-hour average has two settings
 * (the hours and the reference period), so it appears twice; the others once each.
 */
export const restRuleCatalogue: readonly RestRuleSetting[] = [
  {
    rule: 'daily_rest',
    setting: 'min_daily_rest_hours',
    default: 11,
    unit: 'hours',
    min: 1,
    max: 24,
    citation_key: 'manpower.rules.daily_rest.citation',
  },
  {
    rule: 'weekly_rest',
    setting: 'min_weekly_rest_hours',
    default: 35,
    unit: 'hours',
    min: 1,
    max: 168,
    citation_key: 'manpower.rules.weekly_rest.citation',
  },
  {
    rule: 'average_weekly_hours',
    setting: 'max_average_weekly_hours',
    default: 48,
    unit: 'hours',
    min: 1,
    max: 168,
    citation_key: 'manpower.rules.average_weekly_hours.citation',
  },
  {
    rule: 'average_weekly_hours',
    setting: 'average_reference_weeks',
    default: 17,
    unit: 'weeks',
    min: 1,
    max: 52,
    citation_key: 'manpower.rules.average_weekly_hours.reference_citation',
  },
  {
    rule: 'us_weekly_off',
    setting: 'us_weekly_off_hours',
    default: 24,
    unit: 'hours',
    min: 1,
    max: 168,
    citation_key: 'manpower.rules.us_weekly_off.citation',
    us_only: true,
  },
  {
    rule: 'consecutive_days',
    setting: 'max_consecutive_days',
    default: 6,
    unit: 'days',
    min: 1,
    max: 31,
    citation_key: 'manpower.rules.consecutive_days.citation',
  },
];

export const defaultRestSettings = Object.fromEntries(
  restRuleCatalogue.map((entry) => [entry.setting, entry.default]),
) as unknown as RestSettings;

/** The reasons each rule can give: `manpower.rules.<rule>.<reason>`, each with a text in every locale. */
export const restRuleReasons = {
  daily_rest: ['short_rest', 'long_shift'],
  weekly_rest: ['short_rest'],
  average_weekly_hours: ['over_average'],
  us_weekly_off: ['no_day_off', 'month_short'],
  consecutive_days: ['too_many_days'],
} as const satisfies Record<RestRuleName, readonly string[]>;

export const restRuleReasonKeys: string[] = Object.entries(restRuleReasons).flatMap(([rule, reasons]) =>
  reasons.map((reason) => `manpower.rules.${rule}.${reason}`),
);
