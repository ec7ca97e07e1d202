import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { resourceAccess } from '../../../model/resourceAccess';
import { recordAudit } from '../../audit';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import { changedFields } from '../../crud/recordQueries';
import { appSettings } from '../../db/schema';
import { receiveImageUpload, type ReceivedImage } from '../../media/imageUpload';
import { logoFolder, mediaUrl, removeMediaFile, storeMediaFile } from '../../media/mediaFiles';
import { readSetting, readSettingRow, settingRecordOf, type StoredSetting } from './settingRecord';
import { logoRemoveSchema, logoUploadSchema } from './settingRouteSchemas';

/**
 * POST/DELETE /api/setting/logo: the company logo of the nav bar. Whoever may change the
 * settings may change it; each change is a new version of the settings row with an audit row.
 * No version is asked for: a logo is replaced whole, so there is nothing to merge.
 */
export default async function settingLogoRoutes(app: RouteApp) {
  app.post('/setting/logo', route(resourceAccess.setting.write, logoUploadSchema), async (request) => {
    const image = await receiveImageUpload(request, { field: 'logo', invalidKey: 'setting.logo_invalid' });
    return replaceLogo(app, request, image);
  });

  app.delete('/setting/logo', route(resourceAccess.setting.write, logoRemoveSchema), async (request) => replaceLogo(app, request, null));
}

/**
 * One transaction: the new file, the settings pointing to it and the old file's removal happen
 * together or not at all, so a failed write leaves neither a stray file nor a logo without one.
 */
async function replaceLogo(app: RouteApp, request: FastifyRequest, image: ReceivedImage | null): Promise<StoredSetting> {
  return inTransaction(app.db, async (db) => {
    const current = await readSettingRow(db, true);
    // Removing a logo that is not there changes nothing, so it is neither a new version nor audited.
    if (!image && current.logo_path === null) return settingRecordOf(current);
    const logoPath = image ? await storeMediaFile(db, { folder: logoFolder, ...image, createdBy: request.requireSession().user.id }) : null;
    await db
      .update(appSettings)
      .set({ logo_path: logoPath, version: sql`${appSettings.version} + 1`, updated_at: sql`now()` })
      .where(eq(appSettings.id, 1));
    const changes = changedFields({ logo_url: mediaUrl(current.logo_path) }, { logo_url: mediaUrl(logoPath) });
    await recordAudit(db, request, { action: 'update', resource: 'setting', recordId: 1, changes });
    if (current.logo_path) await removeMediaFile(db, current.logo_path);
    return readSetting(db);
  });
}
