import { sql } from 'drizzle-orm';
import { appSettings } from '../schema';
import { syncIdentity, type SeedDb } from './types';

/**
 * The settings page edits the single row id 1. The server may already have created it on
 * start-up (it stores the signing secret there), so the seed updates it rather than failing,
 * and leaves the secret alone.
 */
export async function seedAppSettings(db: SeedDb): Promise<void> {
  const defaults = {
    company_name: 'Tarmac Ground Services',
    approval_reference: 'NL.145.1234',
    default_locale: 'en',
    week_starts_monday: true,
    date_format: 'DD MMM YYYY',
    planning_horizon_days: 14,
    training_alert_days: 60,
    calibration_alert_days: 30,
  };
  await db
    .insert(appSettings)
    .values({ id: 1, ...defaults })
    .onConflictDoUpdate({
      target: appSettings.id,
      set: { ...defaults, updated_at: sql`now()`, version: sql`${appSettings.version} + 1` },
    });
  await syncIdentity(db, 'app_settings');
}
