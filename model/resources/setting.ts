import { z } from 'zod';
import { optionalText, requiredText, version } from './fieldRules';
import { supportedLocales } from '../locales';
import { restRuleCatalogue, type RestSetting } from '../modules/manpower';

/** Display formats offered on the settings page (dayjs tokens). */
export const dateFormats = ['DD MMM YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const;

/** A rest-rule setting, within the range its catalogue entry accepts. */
function restRuleSetting(setting: RestSetting) {
  const entry = restRuleCatalogue.find((candidate) => candidate.setting === setting)!;
  return z.number().int().min(entry.min).max(entry.max);
}

const settingFields = z.object({
  company_name: requiredText(120),
  /** The Part-145 approval reference every certificate of release to service states (145.A.50(a), AMC), e.g. NL.145.1234. */
  approval_reference: optionalText(40),
  default_locale: z.enum(supportedLocales),
  week_starts_monday: z.boolean(),
  date_format: z.enum(dateFormats),
  planning_horizon_days: z.number().int().min(1).max(90),
  training_alert_days: z.number().int().min(1).max(365),
  calibration_alert_days: z.number().int().min(1).max(365),
  // The Resources due lists (service, insurance) and the Parts shelf-life alert.
  service_alert_days: z.number().int().min(1).max(365),
  insurance_alert_days: z.number().int().min(1).max(365),
  shelf_life_alert_days: z.number().int().min(1).max(365),
  // The roster's rest rules (model/modules/manpower/restRuleCatalogue.ts, each with its source).
  min_daily_rest_hours: restRuleSetting('min_daily_rest_hours'),
  min_weekly_rest_hours: restRuleSetting('min_weekly_rest_hours'),
  max_average_weekly_hours: restRuleSetting('max_average_weekly_hours'),
  average_reference_weeks: restRuleSetting('average_reference_weeks'),
  us_weekly_off_hours: restRuleSetting('us_weekly_off_hours'),
  max_consecutive_days: restRuleSetting('max_consecutive_days'),
});

/** PUT /api/setting: any subset of the fields plus the version read. */
export const settingUpdateSchema = settingFields.partial().extend({ version }).strict();
export type SettingUpdate = z.infer<typeof settingUpdateSchema>;

/** GET /api/setting: declared with the Settings module's answers (model/modules/settings/settingsRecords.ts). */
export type { SettingRecord } from '../modules/settings';
