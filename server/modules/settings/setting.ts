import { eq, sql } from 'drizzle-orm';
import { resourceAccess } from '../../../model/resourceAccess';
import { recordAudit } from '../../audit';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import { changedFields } from '../../crud/recordQueries';
import { appSettings } from '../../db/schema';
import { ApiError } from '../../errors';
import settingLogoRoutes from './settingLogo';
import { readSetting } from './settingRecord';
import { settingReadSchema, settingUpdateRouteSchema } from './settingRouteSchemas';

/**
 * GET/PUT /api/setting: the general settings page, one row (id 1). Same rules as the other
 * resources: strict fields, the version read, an audit row. The logo has its own upload
 * (./settingLogo.ts) because a file does not travel in the JSON body.
 */
export default async function settingRoutes(app: RouteApp) {
  app.get('/setting', route(resourceAccess.setting.read, settingReadSchema), async () => readSetting(app.db));

  // The body is checked without what the server owns (id, updated_at, logo_url: settingRouteSchemas.ts).
  app.put('/setting', route(resourceAccess.setting.write, settingUpdateRouteSchema), async (request) => {
    const { version, ...changes } = request.body;
    return inTransaction(app.db, async (db) => {
      const current = await readSetting(db, true);
      if (current.version !== version) throw new ApiError(409, 'errors.conflict', {}, undefined, { current });
      await db
        .update(appSettings)
        .set({ ...changes, version: sql`${appSettings.version} + 1`, updated_at: sql`now()` })
        .where(eq(appSettings.id, 1));
      await recordAudit(db, request, {
        action: 'update',
        resource: 'setting',
        recordId: 1,
        changes: changedFields(current as unknown as Record<string, unknown>, changes),
      });
      return readSetting(db);
    });
  });

  await app.register(settingLogoRoutes);
}
