import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { settingUpdateSchema, type SettingRecord } from '../../model/resources/setting';
import { resourceAccess } from '../../model/resourceAccess';
import { recordAudit } from '../audit';
import { photoUrl } from '../auth/session';
import { parseBody } from '../crud/bodyValidation';
import { changedFields } from '../crud/recordQueries';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';
import { ApiError } from '../errors';

/** Every column but the signing secret, which never leaves the server. */
const visibleColumns = {
  id: appSettings.id,
  version: appSettings.version,
  updated_at: appSettings.updated_at,
  company_name: appSettings.company_name,
  logo_path: appSettings.logo_path,
  default_locale: appSettings.default_locale,
  week_starts_monday: appSettings.week_starts_monday,
  date_format: appSettings.date_format,
  planning_horizon_days: appSettings.planning_horizon_days,
  training_alert_days: appSettings.training_alert_days,
  calibration_alert_days: appSettings.calibration_alert_days,
};

async function readSetting(db: Database, lock = false): Promise<SettingRecord> {
  // The row is created on first start or by the seed; create it with defaults if neither ran.
  await db.insert(appSettings).values({ id: 1 }).onConflictDoNothing({ target: appSettings.id });
  const query = db.select(visibleColumns).from(appSettings).where(eq(appSettings.id, 1)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  const { logo_path, ...rest } = row;
  return { ...rest, logo_url: photoUrl(logo_path) } as unknown as SettingRecord;
}

/**
 * GET/PUT /api/setting: the general settings page, one row (id 1). Same rules as the other
 * resources: strict fields, the version read, an audit row.
 */
export default async function settingRoutes(app: FastifyInstance) {
  app.get('/setting', { config: { permission: [...resourceAccess.setting.read] } }, async () => readSetting(app.db));

  app.put('/setting', { config: { permission: [...resourceAccess.setting.write] } }, async (request: FastifyRequest) => {
    const body = request.body && typeof request.body === 'object' ? { ...(request.body as Record<string, unknown>) } : request.body;
    // react-admin sends the record back whole: drop what the server owns.
    if (body && typeof body === 'object') for (const field of ['id', 'updated_at', 'logo_url']) delete (body as Record<string, unknown>)[field];
    const { version, ...changes } = parseBody(settingUpdateSchema, body);
    return app.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const current = await readSetting(db, true);
      if (current.version !== version) throw new ApiError(409, 'errors.conflict', {}, undefined, { current });
      await db
        .update(appSettings)
        .set({ ...changes, version: sql`${appSettings.version} + 1`, updated_at: sql`now()` })
        .where(eq(appSettings.id, 1));
      await recordAudit(db, request, { action: 'update', resource: 'setting', recordId: 1, changes: changedFields(current as unknown as Record<string, unknown>, changes) });
      return readSetting(db);
    });
  });
}
