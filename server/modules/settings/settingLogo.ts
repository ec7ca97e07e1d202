import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { resourceAccess } from '../../../model/resourceAccess';
import { recordAudit } from '../../audit';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import { changedFields } from '../../crud/recordQueries';
import { appSettings } from '../../db/schema';
import { receiveImageUpload } from '../../media/imageUpload';
import { logoFolder, mediaUrl, removeMediaFile } from '../../media/mediaFiles';
import { readSetting, readSettingRow, settingRecordOf, type StoredSetting } from './settingRecord';
import { logoRemoveSchema, logoUploadSchema } from './settingRouteSchemas';

/**
 * POST/DELETE /api/setting/logo: the company logo of the nav bar. Whoever may change the
 * settings may change it; each change is a new version of the settings row with an audit row.
 * No version is asked for: a logo is replaced whole, so there is nothing to merge.
 */
export default async function settingLogoRoutes(app: RouteApp) {
  const dataDir = app.config.DATA_DIR;

  app.post('/setting/logo', route(resourceAccess.setting.write, logoUploadSchema), async (request) => {
    const stored = await receiveImageUpload(request, dataDir, { field: 'logo', subfolder: logoFolder, invalidKey: 'setting.logo_invalid' });
    try {
      return await replaceLogo(app, request, stored);
    } catch (error) {
      // Nothing points to the new file when the write failed.
      await removeMediaFile(dataDir, stored, request.log);
      throw error;
    }
  });

  app.delete('/setting/logo', route(resourceAccess.setting.write, logoRemoveSchema), async (request) => replaceLogo(app, request, null));
}

async function replaceLogo(app: RouteApp, request: FastifyRequest, logoPath: string | null): Promise<StoredSetting> {
  const { record, replaced } = await inTransaction(app.db, async (db) => {
    const current = await readSettingRow(db, true);
    // Removing a logo that is not there changes nothing, so it is neither a new version nor audited.
    if (current.logo_path === logoPath) return { record: settingRecordOf(current), replaced: null };
    await db
      .update(appSettings)
      .set({ logo_path: logoPath, version: sql`${appSettings.version} + 1`, updated_at: sql`now()` })
      .where(eq(appSettings.id, 1));
    const changes = changedFields({ logo_url: mediaUrl(current.logo_path) }, { logo_url: mediaUrl(logoPath) });
    await recordAudit(db, request, { action: 'update', resource: 'setting', recordId: 1, changes });
    return { record: await readSetting(db), replaced: current.logo_path };
  });
  // Only after the commit: had the write failed, the old logo would still be in use.
  if (replaced) await removeMediaFile(app.config.DATA_DIR, replaced, request.log);
  return record;
}
