import { eq } from 'drizzle-orm';
import type { SettingRecord } from '../../../model/modules/settings/settingsRecords';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';
import { mediaUrl } from '../../media/mediaFiles';

/** Every column but the signing secret, which never leaves the server. */
const visibleColumns = {
  id: appSettings.id,
  version: appSettings.version,
  updated_at: appSettings.updated_at,
  company_name: appSettings.company_name,
  approval_reference: appSettings.approval_reference,
  logo_path: appSettings.logo_path,
  default_locale: appSettings.default_locale,
  week_starts_monday: appSettings.week_starts_monday,
  date_format: appSettings.date_format,
  planning_horizon_days: appSettings.planning_horizon_days,
  training_alert_days: appSettings.training_alert_days,
  calibration_alert_days: appSettings.calibration_alert_days,
  service_alert_days: appSettings.service_alert_days,
  insurance_alert_days: appSettings.insurance_alert_days,
  shelf_life_alert_days: appSettings.shelf_life_alert_days,
  min_daily_rest_hours: appSettings.min_daily_rest_hours,
  min_weekly_rest_hours: appSettings.min_weekly_rest_hours,
  max_average_weekly_hours: appSettings.max_average_weekly_hours,
  average_reference_weeks: appSettings.average_reference_weeks,
  us_weekly_off_hours: appSettings.us_weekly_off_hours,
  max_consecutive_days: appSettings.max_consecutive_days,
};

/** The settings as read: the answer (SettingRecord) before JSON.stringify writes `updated_at` as its ISO text. */
export type StoredSetting = Omit<SettingRecord, 'updated_at'> & { updated_at: Date };

export type SettingRow = Omit<StoredSetting, 'logo_url'> & { logo_path: string | null };

/** The single settings row (id 1); `lock` holds it until the transaction ends, for a write. */
export async function readSettingRow(db: Database, lock = false): Promise<SettingRow> {
  // The row is created on first start or by the seed; create it with defaults if neither ran.
  await db.insert(appSettings).values({ id: 1 }).onConflictDoNothing({ target: appSettings.id });
  const query = db.select(visibleColumns).from(appSettings).where(eq(appSettings.id, 1)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row as unknown as SettingRow;
}

/** What GET /api/setting answers: the stored logo path becomes the URL it is served at. */
export function settingRecordOf({ logo_path, ...rest }: SettingRow): StoredSetting {
  return { ...rest, logo_url: mediaUrl(logo_path) };
}

export async function readSetting(db: Database, lock = false): Promise<StoredSetting> {
  return settingRecordOf(await readSettingRow(db, lock));
}
